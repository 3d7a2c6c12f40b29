import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { overviewItemIds, type Overview, type OverviewItemId } from "@shared/overview";
import { inquiries, pages } from "@shared/tables";
import { inquiryBody, testimonialBody, teamMemberBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";
import { legalPageSeeds } from "./legal-seeds";

const ctx = useTestApp();

beforeEach(() => fs.rmSync(path.join(ctx.env.DATA_DIR, "backups"), { recursive: true, force: true }));

type Agent = Awaited<ReturnType<typeof ctx.signedIn>>;

async function overviewFor(admin: Agent): Promise<Overview> {
  const res = await admin.get("/api/overview");
  expect(res.status).toBe(200);
  return res.body as Overview;
}
const ids = (overview: Overview) => overview.checklist.map((item) => item.id);
const item = (overview: Overview, id: OverviewItemId) => overview.checklist.find((entry) => entry.id === id);

async function save(admin: Agent, settings: Record<string, string | null>) {
  const res = await admin.put("/api/settings").send({ settings });
  expect(res.status, res.text).toBe(200);
}

/** The legal pages as the migration seeds them (the harness empties every table between tests). */
async function seedLegalPages() {
  await ctx.database.db.insert(pages).values(
    (["privacy", "terms", "accessibility"] as const).map((slug) => ({
      title: slug,
      slug,
      content: legalPageSeeds[slug],
      isPublished: true,
    })),
  );
}

describe("GET /api/overview", () => {
  it("is for administrators only", async () => {
    const anonymous = await ctx.anonymous().get("/api/overview");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    const user = await ctx.signedIn({ isAdmin: false });
    const refused = await user.get("/api/overview");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String) });
  });

  it("lists everything a fresh site still shows visitors, each with where to fix it", async () => {
    await seedLegalPages();
    const admin = await ctx.signedIn();
    const overview = await overviewFor(admin);
    // Every item there is, in the order declared.
    expect(ids(overview)).toEqual([...overviewItemIds]);
    const addresses = item(overview, "placeholder-addresses")!;
    expect(addresses.detail).toMatch(
      /^Sales e-mail, Support e-mail, Administrator contact e-mail, Client portal address/,
    );
    expect(addresses.detail).toContain("First project address");
    expect(addresses.links.map((link) => link.href)).toEqual([
      "/admin/settings?tab=addresses#salesEmail",
      "/admin/settings?tab=projects#otherProject1Url",
    ]);
    expect(item(overview, "quote-portal")).toMatchObject({ action: "use-quote-form" });
    expect(item(overview, "legal-defaults")!.detail).toContain(
      "Privacy Policy, Terms of Service and Accessibility Statement are",
    );
    expect(item(overview, "legal-defaults")!.links.map((link) => link.href)).toEqual([
      "/admin/pages?search=privacy",
      "/admin/pages?search=terms",
      "/admin/pages?search=accessibility",
    ]);
    expect(item(overview, "email-not-set-up")!.detail).toContain("SMTP_URL");
    expect(item(overview, "email-not-set-up")!.detail).toContain("Send new inquiries to");
    for (const entry of overview.checklist) expect(entry.links.length, entry.id).toBeGreaterThan(0);
  });

  it("drops each item once it is put right, and has none left on a site made its own", async () => {
    await seedLegalPages();
    const admin = await ctx.signedIn();
    const gone = async (id: OverviewItemId) => expect(ids(await overviewFor(admin))).not.toContain(id);

    // Hiding the footer's other projects leaves only the addresses visitors still see.
    await save(admin, { otherProjectsEnabled: "false" });
    expect(item(await overviewFor(admin), "placeholder-addresses")!.detail).not.toContain("project");
    await save(admin, {
      salesEmail: "sales@acme.org",
      supportEmail: "help@acme.org",
      adminContactEmail: "it@acme.org",
      clientPortalUrl: "https://portal.acme.org/login",
    });
    await gone("placeholder-addresses");

    // The one-click fix: quote buttons lead to the site's own form.
    await save(admin, { quoteLinksTarget: "form", quoteFormEnabled: "true" });
    await gone("quote-portal");
    const publicSettings = (await ctx.anonymous().get("/api/settings")).body as {
      settingKey: string;
      settingValue: string;
    }[];
    expect(publicSettings).toContainEqual(
      expect.objectContaining({ settingKey: "quoteLinksTarget", settingValue: "form" }),
    );

    expect((await admin.post("/api/testimonials").send(testimonialBody())).status).toBe(201);
    await gone("sample-testimonials");
    expect((await admin.post("/api/team").send(teamMemberBody())).status).toBe(201);
    await gone("empty-team");
    await save(admin, { companyLogo: "https://cdn.acme.org/logo.png" });
    await gone("no-logo");

    // One legal page of the three rewritten: the others are still named.
    await ctx.database.db.update(pages).set({ content: "<p>Our own terms.</p>" }).where(eq(pages.slug, "terms"));
    const legal = item(await overviewFor(admin), "legal-defaults")!;
    expect(legal.detail).toContain("Privacy Policy and Accessibility Statement are");
    expect(legal.links.map((link) => link.href)).not.toContain("/admin/pages?search=terms");
    await ctx.database.db
      .update(pages)
      .set({ content: "<p>We keep the names, e-mail addresses and phone numbers sent through our quote form.</p>" })
      .where(eq(pages.slug, "privacy"));
    await ctx.database.db.update(pages).set({ content: "<p>Ours.</p>" }).where(eq(pages.slug, "accessibility"));
    await gone("legal-defaults");
    await gone("privacy-contradiction");

    ctx.mailer.configured = true;
    expect(item(await overviewFor(admin), "email-not-set-up")!.detail).not.toContain("SMTP_URL");
    await save(admin, { inquiryNotifyEmails: "team@acme.org" });
    await gone("email-not-set-up");

    await save(admin, { backupSchedule: "daily 03:30" });
    const done = await overviewFor(admin);
    expect(done.checklist).toEqual([]);
    expect(done.backups.schedule).toBe("Every day at 03:30");
    // The app keeps following its settings after the harness empties the tables: the schedule goes with them.
    await save(admin, { backupSchedule: null });
    expect(ids(await overviewFor(admin))).toContain("no-backup-schedule");
  });

  it("sees the privacy policy contradict the quote form only while the form is on", async () => {
    await seedLegalPages();
    const admin = await ctx.signedIn();
    expect(ids(await overviewFor(admin))).toContain("privacy-contradiction");
    await save(admin, { quoteFormEnabled: "false" });
    expect(ids(await overviewFor(admin))).not.toContain("privacy-contradiction");
  });

  it("drops the example testimonials once they are turned off", async () => {
    const admin = await ctx.signedIn();
    await save(admin, { exampleTestimonialsEnabled: "false" });
    expect(ids(await overviewFor(admin))).not.toContain("sample-testimonials");
  });

  it("counts the new inquiries and lists the five newest, newest first", async () => {
    const admin = await ctx.signedIn();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    await ctx.database.db.insert(inquiries).values([
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        ...inquiryBody({ fullName: `Buyer ${n}`, goals: ["EPUB", "PDF/UA"] }),
        createdAt: at(n),
      })),
      { ...inquiryBody({ fullName: "Seen already" }), createdAt: at(30), status: "in_review" as const },
    ]);
    const { inquiries: summary } = await overviewFor(admin);
    expect(summary.newCount).toBe(6);
    expect(summary.newest.map((inquiry) => inquiry.fullName)).toEqual([
      "Buyer 6",
      "Buyer 5",
      "Buyer 4",
      "Buyer 3",
      "Buyer 2",
    ]);
    expect(summary.newest[0]).toEqual({
      id: expect.any(Number),
      fullName: "Buyer 6",
      about: "EPUB, PDF/UA",
      createdAt: at(6).toISOString(),
    });
  });

  it("warns while there is no backup, and gives the newest one's time and size once there is", async () => {
    const admin = await ctx.signedIn();
    expect((await overviewFor(admin)).backups).toEqual({ newest: null, schedule: null, stale: true });
    const made = await admin.post("/api/backups");
    expect(made.status).toBe(201);
    expect((await overviewFor(admin)).backups).toEqual({
      newest: { createdAt: made.body.createdAt, bytes: made.body.bytes },
      schedule: null,
      stale: false,
    });
  });

  it("gives the ten newest activity entries, with the log's sentences", async () => {
    const admin = await ctx.signedIn({ username: "editor" });
    for (let n = 1; n <= 11; n++) await admin.post("/api/team").send(teamMemberBody({ name: `Member ${n}` }));
    await ctx.activityWritten();
    const { activity } = await overviewFor(admin);
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({
      action: "create",
      entityType: "team",
      summary: 'Added the team member "Member 11"',
    });
    expect(activity.at(-1)).toMatchObject({ summary: 'Added the team member "Member 2"' });
  });
});
