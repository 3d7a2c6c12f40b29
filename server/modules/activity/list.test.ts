import { describe, expect, it } from "vitest";
import { activityLog } from "@shared/tables";
import { activity } from "../../test/activity";
import { useTestApp } from "../../test/harness";
import { pruneActivity } from "./service";

const ctx = useTestApp();

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
    // The sign-in's own entry is written after its answer: wait for it, or it lands after the delete.
    await ctx.activityWritten();
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
    // The sign-in's own entry is written after its answer: wait for it, or it lands after the delete.
    await ctx.activityWritten();
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
