import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "@shared/tables";
import { activity, writes } from "../../test/activity";
import { PASSWORD, useTestApp } from "../../test/harness";
import { recordActivity } from "./service";

const ctx = useTestApp();

describe("activity log: sign-ins and accounts", () => {
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
        // Only once the insert waits on that lock does the commit test what this is about. Inside a transaction
        // PostgreSQL shows pg_stat_activity as it was at its first read, so each look clears that snapshot first.
        const waiting = async () => {
          await other.query("SELECT pg_stat_clear_snapshot()");
          return (
            await other.query(
              "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into \"activity_log\"%'",
            )
          ).rowCount;
        };
        await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(1);
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
