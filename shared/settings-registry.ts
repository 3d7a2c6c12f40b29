// Every site setting and site text, declared once: its kind (which decides the rule its value follows, in
// schema/settings.ts), its name in the activity log and on the form, the Site Settings tab it sits on, its default
// and the environment variable that may give a site text its first-start default. The keys, the request schemas,
// the activity labels, the server's defaults and the settings forms' fields are all worked out from this list
// (docs/adding-a-setting.md). Free of zod, so that the activity screen and the server's defaults need no rules;
// the public website's first load does not import it (site-texts.ts is what it imports).
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "./company-defaults";
import { pageTextDefaults, quoteLinksTargets } from "./site-texts";
import { FALLBACK_TIME_ZONE } from "./time-zone";

/** The kinds of site text: free text, a short name, an e-mail, an https:// address. */
export const siteTextKindNames = ["text", "name", "email", "url"] as const;
export type SiteTextKind = (typeof siteTextKindNames)[number];

/**
 * What a setting holds, which decides the rule its value follows. A site text (one of SiteTextKind) is sent with
 * its effective value, so an empty one shows its default; the others: the company's name or tagline (short text),
 * an image (an upload or an https address), a social network's address (free text), a switch ("true" or "false"),
 * one of a few choices, a list of e-mail addresses (comma- or newline-separated), a number of months (empty or 0
 * for none), a time zone (an IANA name such as Europe/London), a backup schedule ("daily 03:30"; empty for none),
 * a count (a whole number; empty for the default).
 */
export type SettingKind =
  | SiteTextKind
  | "shortText"
  | "image"
  | "socialLink"
  | "switch"
  | "choice"
  | "emailList"
  | "months"
  | "timeZone"
  | "backupSchedule"
  | "count";

/** The tabs of the Site Settings screen (settings-screen.tsx), by the value each tab has there. */
export const settingsTabs = [
  "company",
  "home",
  "addresses",
  "projects",
  "reader",
  "social",
  "contact",
  "inquiries",
  // Not a tab of Site Settings: the automatic backups' settings, on the Backups screen.
  "backups",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export interface SettingDeclaration {
  kind: SettingKind;
  /** As the activity log names it, after "the" ('Changed the sales e-mail'). */
  label: string;
  /** As its form field is labelled, when not the label with a capital letter. */
  formLabel?: string;
  tab: SettingsTab;
  /**
   * The value while nothing is stored: for a site text the placeholder (when its environment variable is unset
   * too), for a switch "true" or "false", for a choice one of the choices.
   */
  default?: string;
  /** A site text's first-start default, read by the server at start-up (its VITE_* name is kept from old builds). */
  env?: string;
  /** A site text's form field: what it is for, before "Leave empty to use …". */
  purpose?: string;
  /** A site text's form field takes a paragraph. */
  multiline?: boolean;
  /** A social link: the network as the site names it, and an example address for its field. */
  network?: string;
  example?: string;
  /** A choice: the values it may take. */
  choices?: readonly string[];
  /**
   * For administrators only: never in the public GET /api/settings nor in a page's bootstrap data (the team's
   * internal addresses, say). The settings form reads it through GET /api/settings/private.
   */
  private?: boolean;
}

const sameReaderRelease = "https://github.com/edrlab/thorium-reader/releases/latest";
const https = "An https:// address.";

const socialLink = (network: string, example: string) =>
  ({
    kind: "socialLink",
    label: `${network} link`,
    formLabel: `${network} URL`,
    tab: "social",
    network,
    example,
  }) as const;

/** Each setting by its key, in the order of the settings' list; the forms list a tab's fields in this order. */
export const settingRegistry = {
  companyName: {
    kind: "shortText",
    label: "company name",
    formLabel: "Company Name",
    tab: "company",
    default: DEFAULT_COMPANY_NAME,
  },
  companyTagline: {
    kind: "shortText",
    label: "tagline",
    formLabel: "Tagline / Subtitle",
    tab: "company",
    default: DEFAULT_COMPANY_TAGLINE,
  },
  companyLogo: { kind: "image", label: "company logo", tab: "company" },
  // The zone in which Page Management shows and asks for dates and times (a page's schedule). While none is
  // stored, the server's TZ is used when it names a zone, else UTC (the default here).
  siteTimeZone: {
    kind: "timeZone",
    label: "site's time zone",
    formLabel: "Time zone",
    tab: "company",
    default: FALLBACK_TIME_ZONE,
  },
  twitterUrl: socialLink("Twitter", "https://twitter.com/yourcompany"),
  linkedinUrl: socialLink("LinkedIn", "https://www.linkedin.com/company/yourcompany"),
  facebookUrl: socialLink("Facebook", "https://www.facebook.com/yourcompany"),
  instagramUrl: socialLink("Instagram", "https://www.instagram.com/yourcompany"),
  youtubeUrl: socialLink("YouTube", "https://www.youtube.com/@yourcompany"),
  quoteFormEnabled: { kind: "switch", label: "quote request form", tab: "contact", default: "true" },
  quoteLinksTarget: {
    kind: "choice",
    label: "quote links",
    tab: "contact",
    choices: quoteLinksTargets,
    default: "portal",
  },
  exampleTestimonialsEnabled: { kind: "switch", label: "example testimonials", tab: "home", default: "true" },
  otherProjectsEnabled: { kind: "switch", label: "footer's other projects", tab: "projects", default: "true" },
  inquiryNotifyEmails: {
    kind: "emailList",
    label: "new-inquiry e-mail recipients",
    formLabel: "Send new inquiries to",
    tab: "inquiries",
    private: true,
  },
  inquiryRetentionMonths: {
    kind: "months",
    label: "inquiry retention period",
    formLabel: "Delete inquiries older than (months)",
    tab: "inquiries",
    private: true,
  },
  // Automatic backups as the Backups screen sets them: the schedule in the site's time zone (empty: none) and how
  // many archives to keep. BACKUP_SCHEDULE and BACKUP_KEEP, when an operator sets them, win over these.
  backupSchedule: {
    kind: "backupSchedule",
    label: "automatic backup schedule",
    formLabel: "Automatic backups",
    tab: "backups",
    private: true,
  },
  backupKeep: {
    kind: "count",
    label: "number of backups kept",
    formLabel: "Backups to keep",
    tab: "backups",
    default: "14",
    private: true,
  },

  homeHeroHeading: {
    kind: "text",
    label: "home page heading",
    tab: "home",
    default: pageTextDefaults.homeHeroHeading,
    purpose: "The large heading at the top of the home page.",
  },
  homeHeroText: {
    kind: "text",
    label: "home page introduction",
    tab: "home",
    default: pageTextDefaults.homeHeroText,
    purpose: "The paragraph under the heading.",
    multiline: true,
  },
  footerBlurb: {
    kind: "text",
    label: "footer text",
    tab: "home",
    default: pageTextDefaults.footerBlurb,
    purpose: "The sentence about the company in the footer of every page.",
    multiline: true,
  },
  salesEmail: {
    kind: "email",
    label: "sales e-mail",
    tab: "addresses",
    default: "sales@example.com",
    env: "VITE_SALES_EMAIL",
    purpose: "Shown in the footer and on the Contact page for quotes.",
  },
  supportEmail: {
    kind: "email",
    label: "support e-mail",
    tab: "addresses",
    default: "support@example.com",
    env: "VITE_SUPPORT_EMAIL",
    purpose: "Shown in the footer and on the Contact page for existing projects.",
  },
  adminContactEmail: {
    kind: "email",
    label: "administrator contact e-mail",
    tab: "addresses",
    default: "admin@example.com",
    env: "VITE_ADMIN_CONTACT_EMAIL",
    purpose: "Named on the sign-in page for staff who forgot their password.",
  },
  clientPortalUrl: {
    kind: "url",
    label: "client portal address",
    tab: "addresses",
    default: "https://portal.example.com/login",
    env: "VITE_CLIENT_PORTAL_URL",
    purpose: "Where the 'Client Portal' buttons lead (an https:// address).",
  },
  clientPortalContactUrl: {
    kind: "url",
    label: "client portal's quote request address",
    formLabel: "Client portal quote request address",
    tab: "addresses",
    default: "https://portal.example.com/contact",
    env: "VITE_CLIENT_PORTAL_CONTACT_URL",
    purpose: "Where quote links lead while they go to the portal (an https:// address).",
  },
  otherProject1Name: {
    kind: "name",
    label: "first other project's name",
    formLabel: "First project name",
    tab: "projects",
    default: "Accessible Math Project",
    env: "VITE_OTHER_PROJECT_1_NAME",
    purpose: "Listed under 'Other Projects' in the footer.",
  },
  otherProject1Url: {
    kind: "url",
    label: "first other project's address",
    formLabel: "First project address",
    tab: "projects",
    default: "https://math.example.com",
    env: "VITE_OTHER_PROJECT_1_URL",
    purpose: https,
  },
  otherProject2Name: {
    kind: "name",
    label: "second other project's name",
    formLabel: "Second project name",
    tab: "projects",
    default: "Reading Tools Project",
    env: "VITE_OTHER_PROJECT_2_NAME",
    purpose: "Listed under 'Other Projects' in the footer.",
  },
  otherProject2Url: {
    kind: "url",
    label: "second other project's address",
    formLabel: "Second project address",
    tab: "projects",
    default: "https://reading.example.com",
    env: "VITE_OTHER_PROJECT_2_URL",
    purpose: https,
  },
  epubReaderUrl: {
    kind: "url",
    label: "EPUB reader's home page",
    formLabel: "Reader home page",
    tab: "reader",
    default: "https://www.edrlab.org/software/thorium-reader/",
    env: "VITE_EPUB_READER_URL",
    purpose: "The 'About Thorium Reader' link.",
  },
  epubReaderWindowsStoreUrl: {
    kind: "url",
    label: "EPUB reader's Microsoft Store address",
    formLabel: "Windows: Microsoft Store",
    tab: "reader",
    default: "https://apps.microsoft.com/search?query=Thorium%20Reader",
    env: "VITE_EPUB_READER_WINDOWS_STORE_URL",
    purpose: https,
  },
  epubReaderWindowsUrl: {
    kind: "url",
    label: "EPUB reader's Windows installer address",
    formLabel: "Windows: direct install",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_WINDOWS_URL",
    purpose: https,
  },
  epubReaderMacArmUrl: {
    kind: "url",
    label: "EPUB reader's Mac (Apple silicon) address",
    formLabel: "Mac: Apple Silicon",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_MAC_ARM_URL",
    purpose: https,
  },
  epubReaderMacIntelUrl: {
    kind: "url",
    label: "EPUB reader's Mac (Intel) address",
    formLabel: "Mac: Intel",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_MAC_INTEL_URL",
    purpose: https,
  },
  epubReaderFlathubUrl: {
    kind: "url",
    label: "EPUB reader's Flathub address",
    formLabel: "Linux: Flathub",
    tab: "reader",
    default: "https://flathub.org/apps/io.github.edrlab.thorium",
    env: "VITE_EPUB_READER_FLATHUB_URL",
    purpose: https,
  },
  epubReaderDebianUrl: {
    kind: "url",
    label: "EPUB reader's Debian/Ubuntu address",
    formLabel: "Linux: Debian package",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_DEBIAN_URL",
    purpose: https,
  },
  awarenessDayUrl: {
    kind: "url",
    label: "Global Accessibility Awareness Day address",
    tab: "addresses",
    default: "https://accessibility.day/",
    env: "VITE_AWARENESS_DAY_URL",
    purpose: "The link of the WCAG Explorer's banner in May (an https:// address).",
  },
} as const satisfies Record<string, SettingDeclaration>;

type Registry = typeof settingRegistry;
export type SettingKey = keyof Registry;
/** The keys of the settings of one kind (or kinds). */
export type SettingKeyOfKind<Kind extends SettingKind> = {
  [Key in SettingKey]: Registry[Key]["kind"] extends Kind ? Key : never;
}[SettingKey];

export const settingKeys = Object.keys(settingRegistry) as SettingKey[];

/** A setting's declaration, read as the general shape (the optional parts are then visible). */
export const settingOf = (key: SettingKey): SettingDeclaration => settingRegistry[key];

export const isSiteTextKind = (kind: SettingKind): kind is SiteTextKind =>
  (siteTextKindNames as readonly SettingKind[]).includes(kind);

/** The keys of the settings of these kinds, in the registry's order. */
export const keysOfKind = <Kind extends SettingKind>(...kinds: Kind[]) =>
  settingKeys.filter((key) => (kinds as SettingKind[]).includes(settingRegistry[key].kind)) as SettingKeyOfKind<Kind>[];

/** The settings only administrators may read (see `private` above). */
export const privateSettingKeys = settingKeys.filter((key) => settingOf(key).private);
export const isPrivateSetting = (key: string) => (privateSettingKeys as string[]).includes(key);

/** The activity log's label with a capital letter ('Company name'), as a message or a field names the setting. */
export const capitalLabelOf = (key: SettingKey): string => {
  const { label } = settingOf(key);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** The label a form gives the setting's field: its own, else the activity log's with a capital letter. */
export const formLabelOf = (key: SettingKey): string => settingOf(key).formLabel ?? capitalLabelOf(key);
