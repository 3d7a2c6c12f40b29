import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, inquiries, inquiryNotifications, inquiryResponses } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { activity } from "../../test/activity";
import { useTestApp } from "../../test/harness";
import { expireInquiries, logRetentionRun } from "./retention";

// Old inquiries deleted by the retention setting: the setting's rule, what a run deletes and keeps, and that two
// runs at once (two servers) delete and record each inquiry once.

const ctx = useTestApp();

async function setRetention(value: string | null) {
  const admin = await ctx.signedIn();
  const res = await admin.put("/api/settings").send({ settings: { inquiryRetentionMonths: value } });
  expect(res.status).toBe(200);
  return admin;
}

/**
 * An inquiry with `replies` replies and an outbox record, last changed `monthsAgo` months ago (set in the database,
 * as time passing would).
 */
async function storedInquiry(fullName: string, monthsAgo: number, replies = 1) {
  const { db } = ctx.database;
  const [row] = await db
    .insert(inquiries)
    .values(inquiryBody({ fullName, companyEmail: `${fullName.split(" ")[0]!.toLowerCase()}@example.net` }))
    .returning();
  const id = row!.id;
  for (let i = 0; i < replies; i++) await db.insert(inquiryResponses).values({ inquiryId: id, message: `Reply ${i}` });
  await db
    .insert(inquiryNotifications)
    .values({ inquiryId: id, recipients: ["team@example.com"], siteUrl: "https://www.example.org" });
  await db
    .update(inquiries)
    .set({ updatedAt: sql`now() - make_interval(months => ${monthsAgo}::int)` })
    .where(eq(inquiries.id, id));
  return id;
}

/** How many rows of each table belong to `ids`. */
async function rowsOf(ids: number[]) {
  const { db } = ctx.database;
  const count = async (table: typeof inquiryResponses | typeof inquiryNotifications) =>
    (await db.select().from(table).where(inArray(table.inquiryId, ids))).length;
  return {
    inquiries: (await db.select().from(inquiries).where(inArray(inquiries.id, ids))).length,
    responses: await count(inquiryResponses),
    notifications: await count(inquiryNotifications),
  };
}

describe("the inquiry retention setting", () => {
  it("is off by default and kept from visitors, who never see it in the site's settings", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryRetentionMonths",
      settingValue: null,
    });
    await setRetention("24");
    const visible = (await ctx.anonymous().get("/api/settings")).body as { settingKey: string }[];
    expect(visible.map((row) => row.settingKey)).not.toContain("inquiryRetentionMonths");
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryRetentionMonths",
      settingValue: "24",
    });
  });

  it.each([
    ["1", "1"],
    [" 120 ", " 120 "],
    ["0", "0"],
    ["", ""],
  ])("takes %j months", async (value, stored) => {
    const admin = await setRetention(value);
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryRetentionMonths",
      settingValue: stored,
    });
  });

  it.each([
    ["121", "Inquiry retention period must be at most 120 months (ten years)"],
    ["1000", "Inquiry retention period must be at most 120 months (ten years)"],
    ["-3", "Inquiry retention period must be a whole number of months, such as 24, or empty"],
    ["1.5", "Inquiry retention period must be a whole number of months, such as 24, or empty"],
    ["two years", "Inquiry retention period must be a whole number of months, such as 24, or empty"],
  ])("refuses %j with a 400 naming the problem, and saves nothing", async (value, message) => {
    const admin = await setRetention("12");
    const res = await admin.put("/api/settings").send({ settings: { inquiryRetentionMonths: value } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const one = await admin.post("/api/settings/inquiryRetentionMonths").send({ value });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain(message);
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryRetentionMonths",
      settingValue: "12",
    });
  });

  it("names the change in the activity log in plain words", async () => {
    const admin = await setRetention("18");
    await setRetention("");
    await ctx.activityWritten();
    const summaries = (await activity(admin)).items.filter((e) => e.action === "settings").map((e) => e.summary);
    expect(summaries).toEqual([
      "Turned off deleting old inquiries",
      "Inquiries unchanged for 18 months are now deleted",
    ]);
  });
});

describe("deleting old inquiries", () => {
  it("deletes the inquiries unchanged for longer than the setting, with their replies and outbox records", async () => {
    const admin = await setRetention("12");
    const old = [await storedInquiry("Ada Lovelace", 13, 2), await storedInquiry("Alan Turing", 25, 1)];
    const recent = [await storedInquiry("Grace Hopper", 11, 1), await storedInquiry("Katherine Johnson", 0, 3)];

    const run = await expireInquiries(ctx.database.db);
    expect(run).toMatchObject({ outcome: "done", months: 12, inquiries: 2, responses: 3, notifications: 2 });
    expect(await rowsOf(old)).toEqual({ inquiries: 0, responses: 0, notifications: 0 });
    expect(await rowsOf(recent)).toEqual({ inquiries: 2, responses: 4, notifications: 2 });

    // The activity log says how many went, as the site's own doing, and names no one.
    await ctx.activityWritten();
    const entries = (await activity(admin)).items.filter((e) => e.action === "expire");
    expect(entries).toEqual([
      expect.objectContaining({
        userId: null,
        username: "The site",
        actor: "site",
        entityType: "inquiries",
        entityId: null,
        summary: "Deleted 2 inquiries unchanged for 12 months, with their 3 replies and 2 new-inquiry e-mails",
      }),
    ]);
    expect(entries[0]!.summary).not.toMatch(/Ada|Alan|@/);
    // A second run finds nothing more to delete, and records nothing.
    expect(await expireInquiries(ctx.database.db)).toMatchObject({ outcome: "done", inquiries: 0 });
    expect(await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, "expire"))).toHaveLength(1);
  });

  it("deletes nothing while the setting is off, whether empty or 0", async () => {
    const ids = [await storedInquiry("Ada Lovelace", 120), await storedInquiry("Alan Turing", 30)];
    expect(await expireInquiries(ctx.database.db)).toEqual({ outcome: "off" });
    await setRetention("0");
    expect(await expireInquiries(ctx.database.db)).toEqual({ outcome: "off" });
    expect(await rowsOf(ids)).toEqual({ inquiries: 2, responses: 2, notifications: 2 });
  });

  it("deletes and records each inquiry once when two servers run at the same moment", async () => {
    await setRetention("6");
    const old = [await storedInquiry("Ada Lovelace", 7), await storedInquiry("Alan Turing", 8)];
    const lines: string[] = [];
    const runs = await Promise.all([expireInquiries(ctx.database.db), expireInquiries(ctx.database.db)]);
    for (const run of runs) logRetentionRun(run, (message, fields) => fields?.level !== "debug" && lines.push(message));
    const removed = runs.reduce((sum, run) => sum + (run.outcome === "done" ? run.inquiries : 0), 0);
    expect(removed).toBe(2);
    expect(await rowsOf(old)).toEqual({ inquiries: 0, responses: 0, notifications: 0 });
    expect(lines).toEqual([
      "Old inquiries: Deleted 2 inquiries unchanged for 6 months, with their 2 replies and 2 new-inquiry e-mails",
    ]);
    expect(await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, "expire"))).toHaveLength(1);
  });

  // Only PostgreSQL has other sessions: the embedded database's one connection makes two runs take turns (above).
  it.runIf(process.env.TEST_DATABASE_URL)("skips a run while another server holds the lock", async () => {
    await setRetention("6");
    const id = await storedInquiry("Ada Lovelace", 7);
    const other = ctx.database.dedicatedClient();
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(7281054302)");
      expect(await expireInquiries(ctx.database.db)).toEqual({ outcome: "skipped" });
      expect((await rowsOf([id])).inquiries).toBe(1);
      await other.query("commit");
      expect(await expireInquiries(ctx.database.db)).toMatchObject({ outcome: "done", inquiries: 1 });
    } finally {
      await other.end();
    }
  });

  it("runs when the server starts, and says in its log how many went", async () => {
    await setRetention("3");
    await storedInquiry("Ada Lovelace", 4, 0);
    ctx.restart({ inquiryRetentionInterval: 24 * 60 * 60 });
    const started = Date.now();
    while (!ctx.logs.some((line) => line.startsWith("Old inquiries:")) && Date.now() - started < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ctx.logs.filter((line) => line.startsWith("Old inquiries:"))).toEqual([
      "Old inquiries: Deleted 1 inquiry unchanged for 3 months, with their 1 new-inquiry e-mail",
    ]);
  });
});
