// The Overview screen's answer: new inquiries, what visitors still see that the owners have not made their own,
// the backups and the latest activity. Each checklist item is worked out from what the site shows visitors now,
// so it is gone as soon as it is put right.
import { count, desc, eq, inArray } from "drizzle-orm";
import { adminRoutes } from "@shared/admin-routes";
import { isQuoteFormEnabled } from "@shared/inquiry-form";
import type { OverviewItem, OverviewLink, Overview, OverviewInquiry } from "@shared/overview";
import { legalPageRoutes, legalPageSlugs, paths, type LegalPageSlug } from "@shared/paths";
import { activityQuerySchema, splitEmailList } from "@shared/schema";
import { settingsFieldHref } from "@shared/settings-links";
import { formLabelOf, settingOf, settingsTabLabels, type SettingKey } from "@shared/settings-registry";
import { siteTextKeys, siteTextKinds, type SiteTextDefaults } from "@shared/site-text-kinds";
import { areExampleTestimonialsEnabled, areOtherProjectsEnabled, effectiveQuoteLinksTarget } from "@shared/site-texts";
import { inquiries, pages, teamMembers, testimonials } from "@shared/tables";
import type { Backups } from "../../backup/backups";
import { describeSchedule } from "../../backup/schedule";
import type { Db } from "../../db/connection";
import type { Mailer } from "../../lib/mailer";
import { listActivity } from "../activity/service";
import { listEffectiveSettings, listPrivateSettings } from "../settings/service";
import { legalPageSeeds, PORTAL_ONLY_PRIVACY_SENTENCE } from "./legal-seeds";

const DAY_MS = 24 * 60 * 60_000;
const NEWEST_INQUIRIES = 5;
const RECENT_ACTIVITY = 10;

/** A link to Site Settings on the tab of `key`, with the focus in its field, named by its tab. */
const settingsField = (key: SettingKey): OverviewLink => ({
  label: `Site Settings: ${settingsTabLabels[settingOf(key).tab]}`,
  href: settingsFieldHref(key),
});
const legalPageLink = (slug: LegalPageSlug): OverviewLink => ({
  label: `Edit the ${legalPageRoutes[slug].label} in Page Management`,
  href: `${paths.admin.pages}?search=${slug}`,
});

/** An address still at a placeholder: an e-mail at example.com, or an https address on it (or beneath it). */
export function isPlaceholderAddress(value: string | null | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? "";
  const host = text.includes("@") && !text.includes("/") ? text.split("@").pop() : URL.parse(text)?.hostname;
  return host === "example.com" || Boolean(host?.endsWith(".example.com"));
}

/** Names joined as people write them: "A", "A and B", "A, B and C". */
const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export interface OverviewSources {
  db: Db;
  siteTextDefaults: SiteTextDefaults;
  siteTimeZone: string;
  /** Whether a mail server is set up (SMTP_URL), read at each request. */
  mailer: Pick<Mailer, "configured">;
  backups: Pick<Backups, "job" | "schedule">;
  now?: Date;
}

export async function overviewOf(sources: OverviewSources): Promise<Overview> {
  const { db } = sources;
  const [settings, privateSettings] = await Promise.all([
    listEffectiveSettings(db, sources.siteTextDefaults, sources.siteTimeZone),
    listPrivateSettings(db),
  ]);
  const value = (key: string) =>
    settings.find((row) => row.settingKey === key)?.settingValue ??
    privateSettings.find((row) => row.settingKey === key)?.settingValue ??
    null;

  const checklist: OverviewItem[] = [];

  // Example addresses visitors can see: the footer's other projects only while that section shows, the portal's
  // quote address only through the quote item below.
  const projectsShown = areOtherProjectsEnabled(value("otherProjectsEnabled"));
  const placeholders = siteTextKeys.filter(
    (key) =>
      (siteTextKinds[key] === "email" || siteTextKinds[key] === "url") &&
      key !== "clientPortalContactUrl" &&
      (projectsShown || !key.startsWith("otherProject")) &&
      isPlaceholderAddress(value(key)),
  );
  if (placeholders.length) {
    // One link a tab, to the first of its fields still at an example address.
    const firstOnEachTab = placeholders.filter(
      (key, i) => placeholders.findIndex((other) => settingOf(other).tab === settingOf(key).tab) === i,
    );
    checklist.push({
      id: "placeholder-addresses",
      title: "Visitors see example addresses",
      detail: `${joinNames(placeholders.map(formLabelOf))} still ${placeholders.length === 1 ? "shows an" : "show"} example.com ${placeholders.length === 1 ? "address" : "addresses"}, which lead nowhere.`,
      links: firstOnEachTab.map(settingsField),
    });
  }

  const quoteTarget = effectiveQuoteLinksTarget(value("quoteLinksTarget"), value("quoteFormEnabled"));
  if (quoteTarget === "portal" && isPlaceholderAddress(value("clientPortalContactUrl"))) {
    checklist.push({
      id: "quote-portal",
      title: "Quote buttons lead to an example portal",
      detail:
        "The site's 'Request a Quote' buttons lead to the client portal's quote address, which is still an example.com placeholder. Use the site's own quote form instead, or enter your portal's address.",
      links: [settingsField("quoteLinksTarget"), settingsField("clientPortalContactUrl")],
      action: "use-quote-form",
    });
  }

  const [[testimonialRows], [teamRows]] = await Promise.all([
    db.select({ n: count() }).from(testimonials),
    db.select({ n: count() }).from(teamMembers),
  ]);
  if (areExampleTestimonialsEnabled(value("exampleTestimonialsEnabled")) && !testimonialRows?.n) {
    checklist.push({
      id: "sample-testimonials",
      title: "The home page shows example testimonials",
      detail:
        "There are no testimonials yet, so visitors see the two examples. Add real testimonials, or turn the examples off.",
      links: [
        { label: "Add testimonials", href: adminRoutes.testimonials.path },
        settingsField("exampleTestimonialsEnabled"),
      ],
    });
  }
  if (!teamRows?.n) {
    checklist.push({
      id: "empty-team",
      title: "The About page has no team",
      detail: "Visitors read 'Our team information is coming soon.' on the About page.",
      links: [{ label: "Add team members", href: adminRoutes.team.path }],
    });
  }
  if (!value("companyLogo")?.trim()) {
    checklist.push({
      id: "no-logo",
      title: "There is no company logo",
      detail: "The site shows no logo of yours. Upload one on the Company Information tab.",
      links: [settingsField("companyLogo")],
    });
  }

  const legal = await db
    .select({ slug: pages.slug, content: pages.content, isPublished: pages.isPublished })
    .from(pages)
    .where(inArray(pages.slug, legalPageSlugs));
  const seeded = legalPageSlugs.filter((slug) =>
    legal.some((page) => page.slug === slug && page.content.trim() === legalPageSeeds[slug]),
  );
  if (seeded.length) {
    checklist.push({
      id: "legal-defaults",
      title: "Legal pages still have their first words",
      detail: `The ${joinNames(seeded.map((slug) => legalPageRoutes[slug].label))} ${seeded.length === 1 ? "is" : "are"} as the site was installed with. Have ${seeded.length === 1 ? "it" : "them"} checked and made your own.`,
      links: seeded.map(legalPageLink),
    });
  }
  const privacy = legal.find((page) => page.slug === "privacy");
  if (
    privacy?.isPublished &&
    privacy.content.includes(PORTAL_ONLY_PRIVACY_SENTENCE) &&
    isQuoteFormEnabled(value("quoteFormEnabled"))
  ) {
    checklist.push({
      id: "privacy-contradiction",
      title: "The privacy policy says quotes go to the portal",
      detail:
        "The Privacy Policy says quote requests are handled on the client portal, but the site's own quote form collects names, e-mail addresses and phone numbers. Say what the site does with them.",
      links: [legalPageLink("privacy")],
    });
  }

  const recipients = splitEmailList(value("inquiryNotifyEmails"));
  const mailConfigured = sources.mailer.configured;
  if (!mailConfigured || !recipients.length) {
    const missing = [
      ...(mailConfigured ? [] : ["no mail server is set up (ask whoever runs the server to set SMTP_URL)"]),
      ...(recipients.length ? [] : ["nobody is named under 'Send new inquiries to'"]),
    ];
    checklist.push({
      id: "email-not-set-up",
      title: "Nobody is e-mailed about new inquiries",
      detail: `New inquiries wait on the Inquiries screen unnoticed: ${joinNames(missing)}.`,
      links: [settingsField("inquiryNotifyEmails")],
    });
  }

  const schedule = sources.backups.schedule();
  if (!schedule) {
    checklist.push({
      id: "no-backup-schedule",
      title: "Backups are not made automatically",
      detail: "Nothing is backed up unless someone remembers to. Switch on automatic backups.",
      links: [{ label: "Backups", href: paths.admin.backups }],
    });
  }

  const [newCount, newest, backups, activity] = await Promise.all([
    db
      .select({ n: count() })
      .from(inquiries)
      .where(eq(inquiries.status, "new"))
      .then(([row]) => row?.n ?? 0),
    newestInquiries(db),
    backupSummary(sources.backups, sources.now ?? new Date()),
    listActivity(db, activityQuerySchema.parse({ pageSize: RECENT_ACTIVITY })),
  ]);
  return {
    inquiries: { newCount, newest },
    checklist,
    backups: { ...backups, schedule: schedule ? describeSchedule(schedule.schedule) : null },
    activity: activity.items,
  };
}

async function newestInquiries(db: Db): Promise<OverviewInquiry[]> {
  const rows = await db
    .select({ id: inquiries.id, fullName: inquiries.fullName, goals: inquiries.goals, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(eq(inquiries.status, "new"))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(NEWEST_INQUIRIES);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    about: row.goals.join(", "),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function backupSummary(backups: Pick<Backups, "job">, now: Date) {
  try {
    const newest = (await backups.job.store.list())[0];
    return {
      newest: newest ? { createdAt: newest.createdAt, bytes: newest.bytes } : null,
      stale: !newest || now.getTime() - new Date(newest.createdAt).getTime() > DAY_MS,
    };
  } catch (error) {
    // The store out of reach is no reason to hide the rest of the Overview.
    return { newest: null, stale: true, error: error instanceof Error ? error.message : String(error) };
  }
}
