import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { activityLog, pageRevisions, pages } from "@shared/tables";
import { useTestApp } from "../../test/harness";
import { DatabaseProxy } from "../../test/proxy";
import { runPageSchedule } from "./schedule";

// The job's timer is left far off: each test runs a pass itself, so none happens behind its back.
const proxy = new DatabaseProxy();
const ctx = useTestApp({}, { pageScheduleIntervalMs: 60 * 60_000 }, { route: proxy.route });
afterEach(() => proxy.restore());
afterAll(() => proxy.close());

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const page = (over: Record<string, unknown> = {}) => ({
  title: "Spring Offer",
  slug: "spring-offer",
  content: "<p>Audits at half price.</p>",
  ...over,
});

/** A header menu linking to /page/spring-offer, so the public menus show the page once it is published. */
async function linkFromHeader(admin: Awaited<ReturnType<typeof ctx.signedIn>>) {
  const saved = await admin.put("/api/navigation").send({
    header: [{ label: "Spring Offer", href: "/page/spring-offer" }],
    footer: [],
    legal: [{ label: "Terms of Service", href: "/terms" }],
  });
  expect(saved.status).toBe(200);
}

const schedulerEntries = () =>
  ctx.database.db.select().from(activityLog).where(eq(activityLog.actor, "scheduler")).orderBy(activityLog.id);

describe("a page's schedule, as the API takes it", () => {
  it("refuses a time that is not one, and a take-down before the going live, naming the field", async () => {
    const admin = await ctx.signedIn();
    const bad = await admin.post("/api/pages").send(page({ publishAt: "next Tuesday" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Publish at must be a date and time/);
    expect(bad.body.fieldErrors.publishAt).toBeDefined();

    const noOffset = await admin.post("/api/pages").send(page({ publishAt: "2030-06-01T09:00:00" }));
    expect(noOffset.status).toBe(400);

    // One time right and the other not a time: the order of the two is not compared.
    const halfBad = await admin
      .post("/api/pages")
      .send(page({ publishAt: "1970-01-01T00:00:00.000Z", unpublishAt: "x".repeat(50) }));
    expect(halfBad.status).toBe(400);
    expect(halfBad.body.fieldErrors.unpublishAt).toEqual([
      "Take down at must be a date and time such as 2025-06-01T09:00:00+01:00",
    ]);

    const backwards = await admin
      .post("/api/pages")
      .send(page({ publishAt: "2030-06-02T09:00:00+01:00", unpublishAt: "2030-06-01T09:00:00+01:00" }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors.unpublishAt).toEqual(["Take down at must be after Publish at"]);

    // Against the time already saved, when a save sets only the other one.
    const created = await admin.post("/api/pages").send(page({ publishAt: "2030-06-02T08:00:00.000Z" }));
    expect(created.status).toBe(201);
    const before = await admin.put(`/api/pages/${created.body.id}`).send({ unpublishAt: "2030-06-01T08:00:00Z" });
    expect(before.status).toBe(400);
    expect(before.body.fieldErrors.unpublishAt).toEqual(["Take down at must be after Publish at"]);
    expect((await admin.get("/api/pages")).body).toHaveLength(1);
  });

  it("keeps a page waiting for its time a draft, answers the times in UTC, and clears them when asked", async () => {
    const admin = await ctx.signedIn();
    const created = await admin
      .post("/api/pages")
      .send(
        page({ isPublished: true, publishAt: "2030-06-01T09:00:00+01:00", unpublishAt: "2030-07-01T09:00:00+01:00" }),
      );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      isPublished: false,
      publishAt: "2030-06-01T08:00:00.000Z",
      unpublishAt: "2030-07-01T08:00:00.000Z",
    });
    expect((await ctx.anonymous().get("/api/pages/slug/spring-offer")).status).toBe(404);
    const list = await admin.get("/api/pages?page=1");
    expect(list.body.items[0]).toMatchObject({ publishAt: "2030-06-01T08:00:00.000Z", isPublished: false });

    const cancelled = await admin.put(`/api/pages/${created.body.id}`).send({ publishAt: null, unpublishAt: null });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ publishAt: null, unpublishAt: null, isPublished: false });
  });

  it("refuses a take-down time on a legal page the footer links to", async () => {
    const admin = await ctx.signedIn();
    const privacy = await admin
      .post("/api/pages")
      .send(page({ title: "Privacy Policy", slug: "privacy", isPublished: true }));
    const refused = await admin.put(`/api/pages/${privacy.body.id}`).send({ unpublishAt: at(MINUTE) });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors.unpublishAt).toBeDefined();
  });
});

describe("the scheduled-publishing job", () => {
  it("publishes a page whose time has come once, however many passes race for it, with its revision and the scheduler's entry", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page({ publishAt: at(-MINUTE) }))).body;
    expect(created.isPublished).toBe(false);

    const announced: unknown[] = [];
    const [first, second] = await Promise.all([
      runPageSchedule(ctx.database.db, (takeDowns) => announced.push(takeDowns)),
      runPageSchedule(ctx.database.db, (takeDowns) => announced.push(takeDowns)),
    ]);
    expect([...first.published, ...second.published].map((p) => p.id)).toEqual([created.id]);
    expect(announced).toEqual([[{ list: "pages", id: created.id, publicAt: "spring-offer" }]]);

    const [row] = await ctx.database.db.select().from(pages).where(eq(pages.id, created.id));
    expect(row).toMatchObject({ isPublished: true, publishAt: null });
    const revisions = await ctx.database.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, created.id));
    expect(revisions.map((r) => [r.isPublished, r.createdBy])).toEqual([
      [false, expect.any(Number)],
      [true, null],
    ]);
    const entries = await schedulerEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      username: "Scheduler",
      userId: null,
      actor: "scheduler",
      action: "publish",
      entityType: "pages",
      entityId: String(created.id),
      summary: 'Published the page "Spring Offer" at its scheduled time',
    });

    // The activity list names the scheduler as who did it.
    const log = await admin.get("/api/activity?action=publish");
    expect(log.body.items.map((e: { username: string; actor: string }) => [e.username, e.actor])).toEqual([
      ["Scheduler", "scheduler"],
    ]);
    // A page waiting for a later time is left alone.
    await admin.post("/api/pages").send(page({ slug: "later", publishAt: at(60 * MINUTE) }));
    expect((await ctx.pageSchedule().run()).published).toEqual([]);
  });

  it("puts the page on the site, in the sitemap and in the menus at once, through the same reads visitors use", async () => {
    const admin = await ctx.signedIn();
    await linkFromHeader(admin);
    const visitor = ctx.anonymous();
    // Scheduled a moment ago: every public answer is read, and kept, while the page is still a draft.
    await admin.post("/api/pages").send(page({ publishAt: at(-1_000) }));
    expect((await visitor.get("/api/pages/slug/spring-offer")).status).toBe(404);
    expect((await visitor.get("/page/spring-offer")).status).toBe(404);
    expect((await visitor.get("/sitemap.xml")).text).not.toContain("/page/spring-offer");
    expect((await visitor.get("/api/navigation")).text).not.toContain("/page/spring-offer");

    const { published } = await ctx.pageSchedule().run();
    expect(published).toHaveLength(1);

    const api = await visitor.get("/api/pages/slug/spring-offer");
    expect(api.status).toBe(200);
    expect(api.body.content).toBe("<p>Audits at half price.</p>");
    const html = await visitor.get("/page/spring-offer");
    expect(html.status).toBe(200);
    expect(html.text).toContain("Audits at half price.");
    expect((await visitor.get("/sitemap.xml")).text).toContain("/page/spring-offer");
    expect((await visitor.get("/api/navigation")).text).toContain("/page/spring-offer");
  });

  it("takes a page down at its time, from the site, the menus and the copies an outage would serve", async () => {
    const admin = await ctx.signedIn();
    await linkFromHeader(admin);
    const visitor = ctx.anonymous();
    const created = (await admin.post("/api/pages").send(page({ isPublished: true, unpublishAt: at(MINUTE) }))).body;
    expect(created).toMatchObject({ isPublished: true, unpublishAt: expect.any(String) });
    // Visitors read the page while it is up: its answer, its HTML, the sitemap and the menus are kept.
    expect((await visitor.get("/api/pages/slug/spring-offer")).status).toBe(200);
    expect((await visitor.get("/page/spring-offer")).text).toContain("Audits at half price.");
    expect((await visitor.get("/sitemap.xml")).text).toContain("/page/spring-offer");
    expect((await visitor.get("/api/navigation")).text).toContain("/page/spring-offer");

    // Its time comes.
    await ctx.database.db
      .update(pages)
      .set({ unpublishAt: new Date(Date.now() - 1_000) })
      .where(eq(pages.id, created.id));
    const { unpublished } = await ctx.pageSchedule().run();
    expect(unpublished.map((p) => p.id)).toEqual([created.id]);
    const [row] = await ctx.database.db.select().from(pages).where(eq(pages.id, created.id));
    expect(row).toMatchObject({ isPublished: false, unpublishAt: null });
    expect((await schedulerEntries()).map((e) => [e.action, e.summary])).toEqual([
      ["unpublish", 'Took down the page "Spring Offer" at its scheduled time'],
    ]);

    expect((await visitor.get("/api/pages/slug/spring-offer")).status).toBe(404);
    expect((await visitor.get("/page/spring-offer")).status).toBe(404);
    expect((await visitor.get("/sitemap.xml")).text).not.toContain("/page/spring-offer");
    expect((await visitor.get("/api/navigation")).text).not.toContain("/page/spring-offer");

    // While the database is out of reach, no last good copy brings the page back.
    await proxy.cut();
    const api = await visitor.get("/api/pages/slug/spring-offer");
    expect(api.text).not.toContain("Audits at half price.");
    const html = await visitor.get("/page/spring-offer");
    expect(html.text).not.toContain("Audits at half price.");
    expect((await visitor.get("/api/navigation")).text).not.toContain("/page/spring-offer");
  });

  it("publishes, on a server's start, a page whose time came while no server ran", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page({ publishAt: at(-5 * MINUTE) }))).body;
    expect(created.isPublished).toBe(false);

    const restarted = ctx.restart();
    await ctx.pageSchedule(-1).idle();
    const [row] = await ctx.database.db.select().from(pages).where(eq(pages.id, created.id));
    expect(row).toMatchObject({ isPublished: true, publishAt: null });
    expect((await ctx.anonymous().get("/api/pages/slug/spring-offer")).status).toBe(200);
    expect(restarted).toBeTypeOf("function");
  });
});

describe("the site's time zone, in which the dialog shows a schedule", () => {
  const zoneOf = async () =>
    ((await ctx.anonymous().get("/api/settings")).body as { settingKey: string; settingValue: string }[]).find(
      (row) => row.settingKey === "siteTimeZone",
    );

  it("is the server's (UTC here) until one is chosen, takes a zone's IANA name and refuses anything else", async () => {
    expect(await zoneOf()).toMatchObject({ settingValue: "UTC", usesDefault: true });
    const admin = await ctx.signedIn();
    const refused = await admin.put("/api/settings").send({ settings: { siteTimeZone: "Mars/Olympus_Mons" } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors["settings.siteTimeZone"]).toEqual([
      "Choose a time zone from the list, such as Europe/London",
    ]);
    expect((await admin.put("/api/settings").send({ settings: { siteTimeZone: "Europe/London" } })).status).toBe(200);
    expect(await zoneOf()).toMatchObject({ settingValue: "Europe/London", usesDefault: false });
  });
});
