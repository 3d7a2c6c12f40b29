import request from "supertest";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";
import { DatabaseProxy } from "../test/proxy";

// Two servers on one PostgreSQL, each with its own read cache: a write on one must reach the other's visitors
// within a second. (The embedded database serves a single server, which has no one to tell.)
const proxy = new DatabaseProxy();
const ctx = useTestApp({}, {}, { route: proxy.route });
afterEach(() => proxy.restore());
afterAll(() => proxy.close());

const member = (name: string) => ({ name, designation: "Engineer", description: "Builds things", sortOrder: 1 });
const teamNames = async (app: ReturnType<typeof ctx.restart>) =>
  (await request(app).get("/api/team")).body.map((m: { name: string }) => m.name);

describe.skipIf(!process.env.TEST_DATABASE_URL)("change notices between servers", () => {
  it("a write on one server clears the other's cache within a second", async () => {
    const admin = await ctx.signedIn();
    const other = ctx.restart();
    // Let the other server's listener connect, then fill its cache.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await teamNames(other)).toEqual([]);

    expect((await admin.post("/api/team").send(member("Ada"))).status).toBe(201);
    await expect.poll(() => teamNames(other), { timeout: 1_000, interval: 50 }).toEqual(["Ada"]);
  });

  it("listens again after the database connection was lost, and drops what it may have missed", async () => {
    const admin = await ctx.signedIn();
    const other = ctx.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await teamNames(other)).toEqual([]);

    await proxy.cut();
    await proxy.restore();
    // Written while the other server's listener is still reconnecting: the notice itself may be lost.
    expect((await admin.post("/api/team").send(member("Grace"))).status).toBe(201);
    await expect.poll(() => teamNames(other), { timeout: 5_000, interval: 100 }).toEqual(["Grace"]);
    expect(ctx.logs).toContain("Listening for changes from other servers again");

    expect((await admin.post("/api/team").send(member("Ada"))).status).toBe(201);
    await expect.poll(() => teamNames(other), { timeout: 1_000, interval: 50 }).toEqual(["Grace", "Ada"]);
  });
});
