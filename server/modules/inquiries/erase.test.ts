import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, inquiries, inquiryNotifications, inquiryResponses } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { activity } from "../../test/activity";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";

// Erasing what the site stores about one e-mail address: the inquiries, their replies and outbox records, and the
// activity entries that name them; the erasure's own entry never names the address.

const ctx = useTestApp();

/** Sends an inquiry from `companyEmail`, as a visitor unless `by` is given; answers its id. */
async function sent(fullName: string, companyEmail: string, by = ctx.anonymous()) {
  const res = await sendInquiry(by, inquiryBody({ fullName, companyEmail }));
  expect(res.status).toBe(201);
  const [row] = await ctx.database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
  return row!.id;
}

/** What an administrator does with an inquiry: a status, a reply (saved, as no mail server is set up). */
async function workOn(admin: Awaited<ReturnType<typeof ctx.signedIn>>, id: number) {
  expect((await admin.patch(`/api/inquiries/${id}/status`).send({ status: "in_review" })).status).toBe(200);
  expect((await admin.post(`/api/inquiries/${id}/respond`).send({ subject: "Hello", message: "Thanks" })).status).toBe(
    201,
  );
}

async function rowsOf(ids: number[]) {
  const { db } = ctx.database;
  return {
    inquiries: (await db.select().from(inquiries).where(inArray(inquiries.id, ids))).length,
    responses: (await db.select().from(inquiryResponses).where(inArray(inquiryResponses.inquiryId, ids))).length,
    notifications: (await db.select().from(inquiryNotifications).where(inArray(inquiryNotifications.inquiryId, ids)))
      .length,
  };
}

describe("erasing by e-mail address", () => {
  it("removes that address's inquiries whatever the case, with their replies, outbox records and activity", async () => {
    const admin = await ctx.signedIn();
    expect(
      (await admin.put("/api/settings").send({ settings: { inquiryNotifyEmails: "team@example.com" } })).status,
    ).toBe(200);
    // The second sent by a signed-in administrator, which the activity log records with the sender's name.
    const grace = [
      await sent("Grace Hopper", "Grace@Example.com"),
      await sent("G. Hopper", "grace@example.com", admin),
    ];
    const ada = await sent("Ada Lovelace", "ada@example.com");
    // An address stored with spaces around it, as an older version might have kept it.
    await ctx.database.db
      .update(inquiries)
      .set({ companyEmail: " GRACE@example.com " })
      .where(eq(inquiries.id, grace[1]!));
    for (const id of [...grace, ada]) await workOn(admin, id);
    await ctx.activityWritten();

    const res = await admin.post("/api/inquiries/erase").send({ email: "  grace@EXAMPLE.com " });
    expect(res.status).toBe(200);
    // Per inquiry a status change and a reply in the activity log, and the one sent by an administrator.
    expect(res.body).toEqual({ inquiries: 2, responses: 2, notifications: 2, activityEntries: 5 });
    expect(await rowsOf(grace)).toEqual({ inquiries: 0, responses: 0, notifications: 0 });
    expect(await rowsOf([ada])).toEqual({ inquiries: 1, responses: 1, notifications: 1 });

    await ctx.activityWritten();
    const entries = (await activity(admin, "?pageSize=100")).items;
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/grace|hopper/i);
    expect(entries.filter((e) => e.entityId === String(ada))).toHaveLength(2);
    // The erasure itself is recorded, with its counts and without the address.
    expect(entries[0]).toMatchObject({
      action: "erase",
      entityType: "inquiries",
      entityId: null,
      summary: "Erased 2 inquiries, 2 replies, 2 new-inquiry e-mails and 5 activity entries by e-mail address",
    });
  });

  it("answers 0s when no inquiry has that address, and records that without it", async () => {
    const admin = await ctx.signedIn();
    const ada = await sent("Ada Lovelace", "ada@example.com");
    const res = await admin.post("/api/inquiries/erase").send({ email: "nobody@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ inquiries: 0, responses: 0, notifications: 0, activityEntries: 0 });
    expect((await rowsOf([ada])).inquiries).toBe(1);
    await ctx.activityWritten();
    const [latest] = (await activity(admin)).items;
    expect(latest).toMatchObject({ action: "erase", summary: "Erased by e-mail address: nothing was stored about it" });
    expect(JSON.stringify(latest)).not.toContain("nobody");
  });

  it("removes activity entries that quote the address, and failed sign-ins typed with it, but not longer addresses", async () => {
    const admin = await ctx.signedIn();
    const { db } = ctx.database;
    const entry = (summary: string | null, action = "settings", username = "alice") =>
      ({ username, action, entityType: "settings", summary }) as const;
    await db
      .insert(activityLog)
      .values([
        entry('Changed the new-inquiry e-mail recipients to "grace@example.com, team@example.com"'),
        entry("Sent a test e-mail to Grace@Example.com."),
        entry('Changed the new-inquiry e-mail recipients to "xgrace@example.com"'),
        entry('Changed the new-inquiry e-mail recipients to "grace@example.com.au"'),
        { ...entry(null, "sign-in-failed", "GRACE@example.com"), entityType: "auth" },
      ]);
    const res = await admin.post("/api/inquiries/erase").send({ email: "grace@example.com" });
    expect(res.body).toEqual({ inquiries: 0, responses: 0, notifications: 0, activityEntries: 3 });
    const left = (await db.select().from(activityLog).where(eq(activityLog.entityType, "settings"))).map(
      (row) => row.summary,
    );
    expect(left.sort()).toEqual([
      'Changed the new-inquiry e-mail recipients to "grace@example.com.au"',
      'Changed the new-inquiry e-mail recipients to "xgrace@example.com"',
    ]);
  });

  it("is for administrators only", async () => {
    const id = await sent("Grace Hopper", "grace@example.com");
    const visitor = await ctx.anonymous().post("/api/inquiries/erase").send({ email: "grace@example.com" });
    expect(visitor.status).toBe(401);
    const former = await ctx.signedIn({ isAdmin: false });
    const refused = await former.post("/api/inquiries/erase").send({ email: "grace@example.com" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Administrator access is required" });
    expect((await rowsOf([id])).inquiries).toBe(1);
  });

  it.each([
    [{ email: "grace@" }, "Enter an e-mail address, such as name@example.com"],
    [{ email: "" }, "Enter an e-mail address, such as name@example.com"],
    [{ email: 42 }, "Enter an e-mail address"],
    [{}, "Enter an e-mail address"],
  ])("refuses %j with a 400 and its message, and erases nothing", async (body, message) => {
    const admin = await ctx.signedIn();
    const id = await sent("Grace Hopper", "grace@example.com");
    const res = await admin.post("/api/inquiries/erase").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await rowsOf([id])).inquiries).toBe(1);
  });
});
