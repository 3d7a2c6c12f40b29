import { sql } from "drizzle-orm";
import type { ActivityEntry, ActivityPage } from "@shared/schema";
import { activityLog } from "@shared/tables";
import { describe, expect, it } from "vitest";
import { fixture, PASSWORD, useTestApp } from "../../test/harness";
import { pruneActivity, recordActivity } from "./service";

const ctx = useTestApp();

type Agent = Awaited<ReturnType<typeof ctx.signedIn>>;

async function activity(agent: Agent, query = ""): Promise<ActivityPage> {
  const res = await agent.get(`/api/activity${query}`);
  expect(res.status).toBe(200);
  return res.body as ActivityPage;
}

/** The entries except sign-ins, which every signed-in test agent makes, oldest first. */
async function writes(agent: Agent): Promise<Array<Partial<ActivityEntry>>> {
  const { items } = await activity(agent, "?pageSize=100");
  return items
    .filter((e) => e.action !== "sign-in")
    .reverse()
    .map(({ action, entityType, entityId, summary, username }) => ({
      action,
      entityType,
      entityId,
      summary,
      username,
    }));
}

const inquiry = {
  fullName: "Grace Hopper",
  designation: "Rear Admiral",
  companyEmail: "grace@example.com",
  phoneNumber: "+1 555 0100",
  goals: ["VPAT"],
};

describe("activity log: what is recorded", () => {
  it("records creating, editing, reordering and deleting team members, with who, which item and from where", async () => {
    const admin = await ctx.signedIn({ username: "alice" });
    const created = await admin.post("/api/team").send({ name: "Ada", designation: "CTO", description: "Builds" });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await admin.put(`/api/team/${id}`).send({ name: "Ada L." })).status).toBe(200);
    expect((await admin.post("/api/team/reorder").send({ teamOrders: [{ id, sortOrder: 2 }] })).status).toBe(200);
    expect((await admin.delete(`/api/team/${id}`)).status).toBe(204);

    expect(await writes(admin)).toEqual([
      {
        action: "create",
        entityType: "team",
        entityId: String(id),
        summary: 'Added the team member "Ada"',
        username: "alice",
      },
      {
        action: "update",
        entityType: "team",
        entityId: String(id),
        summary: 'Changed the team member "Ada L."',
        username: "alice",
      },
      {
        action: "reorder",
        entityType: "team",
        entityId: null,
        summary: "Reordered the team members",
        username: "alice",
      },
      {
        action: "delete",
        entityType: "team",
        entityId: String(id),
        summary: 'Deleted the team member "Ada L."',
        username: "alice",
      },
    ]);
    const [latest] = (await activity(admin)).items;
    expect(latest).toMatchObject({ action: "delete", userId: expect.any(Number) });
    expect(latest!.ip).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - new Date(latest!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it("records a page creation, a setting, an upload, and an inquiry's status change and response", async () => {
    const admin = await ctx.signedIn({ username: "bob" });
    const page = await admin.post("/api/pages").send({ title: "Privacy", slug: "privacy-notice", content: "<p>x</p>" });
    expect(page.status).toBe(201);
    expect((await admin.post("/api/settings/companyName").send({ value: "Acme Access" })).status).toBe(200);
    const upload = await admin.post("/api/team/upload").attach("image", fixture("logo.png"));
    expect(upload.status).toBe(201);
    expect((await ctx.anonymous().post("/api/inquiries").send(inquiry)).status).toBe(201);
    const inquiryId = (await admin.get("/api/inquiries")).body[0].id as number;
    expect((await admin.patch(`/api/inquiries/${inquiryId}/status`).send({ status: "in_review" })).status).toBe(200);
    expect((await admin.post(`/api/inquiries/${inquiryId}/respond`).send({ message: "Thanks" })).status).toBe(201);

    expect(await writes(admin)).toEqual([
      {
        action: "create",
        entityType: "pages",
        entityId: String(page.body.id),
        summary: 'Added the page "Privacy"',
        username: "bob",
      },
      {
        action: "settings",
        entityType: "settings",
        entityId: "companyName",
        summary: 'Changed the company name to "Acme Access"',
        username: "bob",
      },
      {
        action: "upload",
        entityType: "team",
        entityId: null,
        summary: `Uploaded the file ${upload.body.imageUrl} for the team members`,
        username: "bob",
      },
      // The visitor's inquiry itself is not an administrator's action and is not listed.
      {
        action: "status",
        entityType: "inquiries",
        entityId: String(inquiryId),
        summary: 'Marked the inquiry from "Grace Hopper" as in review',
        username: "bob",
      },
      {
        action: "respond",
        entityType: "inquiries",
        entityId: String(inquiryId),
        summary: 'Responded to the inquiry from "Grace Hopper"',
        username: "bob",
      },
    ]);
  });

  it("records sign-in, failed sign-in (the name as typed, even of no account) and sign-out, but never a password", async () => {
    const admin = await ctx.signedIn({ username: "carol" });
    const visitor = ctx.anonymous();
    expect((await visitor.post("/api/auth/login").send({ username: "carol", password: "wrong password" })).status).toBe(
      401,
    );
    // The longest name the sign-in form accepts is kept whole; anything longer is refused before any check.
    const longName = "x".repeat(200);
    expect((await visitor.post("/api/auth/login").send({ username: longName, password: "whatever" })).status).toBe(401);
    const other = await ctx.signedIn({ username: "dave" });
    expect((await other.post("/api/auth/logout")).status).toBe(204);

    const { items } = await activity(admin);
    expect(items.map(({ action, username, entityType }) => ({ action, username, entityType }))).toEqual([
      { action: "sign-out", username: "dave", entityType: "auth" },
      { action: "sign-in", username: "dave", entityType: "auth" },
      { action: "sign-in-failed", username: longName, entityType: "auth" },
      { action: "sign-in-failed", username: "carol", entityType: "auth" },
      { action: "sign-in", username: "carol", entityType: "auth" },
    ]);
    expect(items.find((e) => e.action === "sign-in-failed")!.userId).toBeNull();
    const everything = JSON.stringify(await ctx.database.db.select().from(activityLog));
    expect(everything).not.toContain("wrong password");
    expect(everything).not.toContain(PASSWORD);
  });

  it("records account changes and page restores, which their modules do nothing special for", async () => {
    const admin = await ctx.signedIn({ username: "frank" });
    const added = await admin.post("/api/admins").send({ username: "newadmin", password: "long enough password" });
    expect(added.status).toBe(201);
    const newId = added.body.id as number;
    expect((await admin.put(`/api/admins/${newId}/password`).send({ password: "another long password" })).status).toBe(
      204,
    );
    expect((await admin.delete(`/api/admins/${newId}`)).status).toBe(204);
    const page = await admin.post("/api/pages").send({ title: "Terms", slug: "terms-of-use", content: "<p>1</p>" });
    expect((await admin.put(`/api/pages/${page.body.id}`).send({ title: "Terms v2" })).status).toBe(200);
    const revisions = (await admin.get(`/api/pages/${page.body.id}/revisions`)).body as Array<{ id: number }>;
    const oldest = revisions.at(-1)!.id;
    expect((await admin.post(`/api/pages/${page.body.id}/revisions/${oldest}/restore`).send({})).status).toBe(200);
    const changed = await admin
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: "a brand new password" });
    expect(changed.status).toBe(204);

    const entries = (await writes(admin)).map(({ action, entityType, entityId, summary }) => ({
      action,
      entityType,
      entityId,
      summary,
    }));
    expect(entries).toEqual([
      {
        action: "create",
        entityType: "admins",
        entityId: String(newId),
        summary: 'Added the administrator account "newadmin"',
      },
      {
        action: "password",
        entityType: "admins",
        entityId: String(newId),
        summary: "Reset the password of an administrator account",
      },
      {
        action: "delete",
        entityType: "admins",
        entityId: String(newId),
        summary: 'Deleted the administrator account "newadmin"',
      },
      { action: "create", entityType: "pages", entityId: String(page.body.id), summary: 'Added the page "Terms"' },
      { action: "update", entityType: "pages", entityId: String(page.body.id), summary: 'Changed the page "Terms v2"' },
      {
        action: "restore",
        entityType: "pages",
        entityId: String(page.body.id),
        summary: 'Restored an earlier version of the page "Terms"',
      },
      { action: "password", entityType: "account", entityId: null, summary: "Changed their own password" },
    ]);
    expect(JSON.stringify(await ctx.database.db.select().from(activityLog))).not.toMatch(
      /long (enough )?password|brand new/,
    );
  });

  it("records nothing for anonymous writes, refused writes or failed writes", async () => {
    const admin = await ctx.signedIn();
    expect((await ctx.anonymous().post("/api/inquiries").send(inquiry)).status).toBe(201);
    expect((await ctx.anonymous().post("/api/team").send({ name: "X" })).status).toBe(401);
    const user = await ctx.signedIn({ isAdmin: false });
    expect((await user.post("/api/team").send({ name: "X", designation: "Y", description: "Z" })).status).toBe(403);
    expect((await admin.post("/api/team").send({ name: "" })).status).toBe(400);
    expect((await admin.delete("/api/team/999")).status).toBe(404);
    expect(await writes(admin)).toEqual([]);
  });

  it("keeps an entry's username after its account is deleted", async () => {
    const admin = await ctx.signedIn({ username: "erin" });
    await admin.post("/api/team").send({ name: "Ada", designation: "CTO", description: "Builds" });
    await ctx.database.db.execute(sql`DELETE FROM users WHERE username = 'erin'`);
    const reader = await ctx.signedIn();
    const entry = (await activity(reader)).items.find((e) => e.action === "create")!;
    expect(entry).toMatchObject({ username: "erin", userId: null });
  });

  // Needs a second connection that holds the deletion open, which the embedded database's single one cannot.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "keeps the entry when the account is being deleted by another transaction as it is written",
    async () => {
      const [{ id }] = (
        await ctx.database.db.execute<{ id: number }>(
          sql`INSERT INTO users (username, password, is_admin) VALUES ('frank', 'x', true) RETURNING id`,
        )
      ).rows as [{ id: number }];
      const other = await ctx.database.pool.connect();
      try {
        await other.query("BEGIN");
        await other.query("DELETE FROM users WHERE id = $1", [id]);
        // The insert finds the account (its deletion is not committed) and then waits on the row for the
        // foreign-key check, which fails once the deletion commits.
        const writing = recordActivity(ctx.database.db, {
          userId: id,
          username: "frank",
          action: "update",
          entityType: "team",
          ip: "::1",
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        await other.query("COMMIT");
        await writing;
      } finally {
        other.release();
      }
      const [row] = await ctx.database.db.select().from(activityLog);
      expect(row).toMatchObject({ userId: null, username: "frank", action: "update" });
    },
  );

  it("records a write by an account deleted meanwhile by name, unlinked", async () => {
    await recordActivity(ctx.database.db, {
      userId: 4242,
      username: "gone",
      action: "delete",
      entityType: "admins",
      ip: "::1",
    });
    const [row] = await ctx.database.db.select().from(activityLog);
    expect(row).toMatchObject({ userId: null, username: "gone", action: "delete" });
  });
});

describe("GET /api/activity", () => {
  async function seed(rows: Array<Partial<typeof activityLog.$inferInsert>>) {
    await ctx.database.db.insert(activityLog).values(
      rows.map((row, i) => ({
        username: "seed",
        action: "create",
        entityType: "team",
        ip: "10.0.0.1",
        ...row,
        id: 1000 + i,
      })),
    );
  }

  it("lists newest first in pages, with the total", async () => {
    const admin = await ctx.signedIn();
    await ctx.database.db.delete(activityLog);
    await seed(
      Array.from({ length: 5 }, (_, i) => ({ summary: `item ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    );
    const first = await activity(admin, "?pageSize=2");
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.summary)).toEqual(["item 4", "item 3"]);
    const last = await activity(admin, "?pageSize=2&page=3");
    expect(last.items.map((e) => e.summary)).toEqual(["item 0"]);
    expect((await activity(admin, "?pageSize=2&page=9")).items).toEqual([]);
  });

  it("filters by action, kind of item, part of a user name and an inclusive date range", async () => {
    const admin = await ctx.signedIn();
    await ctx.database.db.delete(activityLog);
    await seed([
      { username: "Alice", action: "create", entityType: "team", createdAt: new Date("2026-03-01T10:00:00Z") },
      { username: "alice2", action: "delete", entityType: "pages", createdAt: new Date("2026-03-02T23:59:00Z") },
      { username: "bob", action: "delete", entityType: "team", createdAt: new Date("2026-03-03T00:00:00Z") },
      { username: "a_b%", action: "update", entityType: "logos", createdAt: new Date("2026-03-04T00:00:00Z") },
    ]);
    const names = async (query: string) => (await activity(admin, query)).items.map((e) => e.username).reverse();
    expect(await names("?action=delete")).toEqual(["alice2", "bob"]);
    expect(await names("?entityType=team")).toEqual(["Alice", "bob"]);
    expect(await names("?user=ALI")).toEqual(["Alice", "alice2"]);
    // Wildcards typed into the user filter match only themselves.
    expect(await names("?user=_")).toEqual(["a_b%"]);
    expect(await names("?user=%25")).toEqual(["a_b%"]);
    expect(await names("?from=2026-03-02&to=2026-03-02")).toEqual(["alice2"]);
    expect(await names("?from=2026-03-02T12:00:00Z")).toEqual(["alice2", "bob", "a_b%"]);
    expect(await names("?action=delete&entityType=team&user=b")).toEqual(["bob"]);
  });

  it.each([
    "?page=0",
    "?page=-1",
    "?page=abc",
    "?page=1.5",
    "?page=1&page=2",
    "?pageSize=101",
    "?pageSize=0",
    "?action=drop",
    "?action=create&action=delete",
    "?entityType=Team;DROP",
    `?entityType=${"a".repeat(41)}`,
    `?user=${"a".repeat(101)}`,
    "?from=yesterday",
    "?to=2026-02-30",
    "?from=2026-03-05&to=2026-03-01",
    "?user[$ne]=x",
  ])("answers 400 with a message for %s", async (query) => {
    const admin = await ctx.signedIn();
    const res = await admin.get(`/api/activity${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("retention", () => {
  it("prunes entries older than the retention period and keeps the rest", async () => {
    const admin = await ctx.signedIn();
    await ctx.database.db.insert(activityLog).values([
      { username: "old", action: "create", entityType: "team", createdAt: new Date(Date.now() - 400 * 86_400_000) },
      { username: "recent", action: "create", entityType: "team", createdAt: new Date(Date.now() - 300 * 86_400_000) },
    ]);
    expect(await pruneActivity(ctx.database.db, 365)).toBe(1);
    const users = (await activity(admin, "?pageSize=100")).items.map((e) => e.username);
    expect(users).toContain("recent");
    expect(users).not.toContain("old");
    expect(await pruneActivity(ctx.database.db, 30)).toBe(1);
    expect((await activity(admin, "?user=recent")).total).toBe(0);
  });

  it("prunes when the app starts, by ACTIVITY_RETENTION_DAYS", async () => {
    await ctx.database.db
      .insert(activityLog)
      .values([
        { username: "old", action: "create", entityType: "team", createdAt: new Date(Date.now() - 10 * 86_400_000) },
      ]);
    ctx.restart({ env: { ...ctx.env, ACTIVITY_RETENTION_DAYS: 7 }, pruneActivityInterval: 3600 });
    await expect.poll(async () => (await ctx.database.db.select().from(activityLog)).length, { timeout: 5000 }).toBe(0);
    expect(ctx.logs.join("\n")).toContain("removed 1 entry older than 7 days");
  });
});
