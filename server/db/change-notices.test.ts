import request from "supertest";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { pageBody, teamMemberBody } from "@shared/test/rows";
import { useTestApp } from "../test/harness";
import { DatabaseProxy } from "../test/proxy";
import { seedServices } from "../test/services";

// Two servers on one PostgreSQL, each with its own read cache: a write on one must reach the other's visitors
// within a second. (The embedded database serves a single server, which has no one to tell.)
const proxy = new DatabaseProxy();
const ctx = useTestApp({}, {}, { route: proxy.route });
afterEach(() => proxy.restore());
afterAll(() => proxy.close());

type Server = ReturnType<typeof ctx.restart>;
const member = (name: string) => teamMemberBody({ name });
const offer = pageBody({ title: "Spring offer", slug: "offer", content: "<p>Half price</p>" });
const teamNames = async (app: Server) =>
  (await request(app).get("/api/team")).body.map((m: { name: string }) => m.name);

/** A second server on the same database, once it listens for the first one's notices. */
async function otherServer(): Promise<Server> {
  const other = ctx.restart();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return other;
}

/** Makes one more write and waits until `other` shows it: every notice sent before it has then arrived too. */
async function laterWriteReaches(admin: request.Agent, other: Server, timeout: number) {
  expect((await admin.post("/api/settings/companyTagline").send({ value: "Marker" })).status).toBe(200);
  const tagline = async () => JSON.stringify((await request(other).get("/api/settings")).body);
  await expect.poll(tagline, { timeout, interval: 50 }).toContain("Marker");
}

/** The offer page's API answer on `other` while the database is out: no stale copy of it. */
async function expectOfferUnavailable(other: Server) {
  const api = await request(other).get("/api/pages/slug/offer");
  expect(api.status).toBe(503);
  expect(api.text).not.toContain("Half price");
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("change notices between servers", () => {
  it("a write on one server clears the other's cache within a second", async () => {
    const admin = await ctx.signedIn();
    // Once the other server's listener has connected, fill its cache.
    const other = await otherServer();
    expect(await teamNames(other)).toEqual([]);

    expect((await admin.post("/api/team").send(member("Ada"))).status).toBe(201);
    await expect.poll(() => teamNames(other), { timeout: 1_000, interval: 50 }).toEqual(["Ada"]);
  });

  it("listens again after the database connection was lost, and drops what it may have missed", async () => {
    const admin = await ctx.signedIn();
    const other = await otherServer();
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

  it("content taken out of public view on one server is not served by the other's last good copies in an outage", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const other = await otherServer();
    const page = (await admin.post("/api/pages").send(offer)).body;
    const ada = (await admin.post("/api/team").send(member("Ada Lovelace"))).body;
    await admin.post("/api/team").send(member("Grace"));
    // The other server's visitors read the page, the team and one service.
    expect((await request(other).get("/api/pages/slug/offer")).status).toBe(200);
    expect((await request(other).get("/page/offer")).text).toContain("Half price");
    expect(await teamNames(other)).toEqual(["Ada Lovelace", "Grace"]);
    const vpat = (await request(other).get("/api/services/vpat")).body;
    expect(vpat.id).toBe("vpat");

    expect((await admin.put(`/api/pages/${page.id}`).send({ isPublished: false })).status).toBe(200);
    expect((await admin.delete(`/api/team/${ada.id}`)).status).toBe(204);
    expect((await admin.delete("/api/services/vpat")).status).toBe(204);
    // Once a later write has reached the other server, so have these.
    await laterWriteReaches(admin, other, 1_000);

    await proxy.cut();
    await expectOfferUnavailable(other);
    const html = await request(other).get("/page/offer");
    expect(html.status).toBe(503);
    expect(html.text).not.toMatch(/Spring offer|Half price/);
    expect((await request(other).get("/api/team")).text).not.toContain("Ada Lovelace");
    const service = await request(other).get("/api/services/vpat");
    expect(service.status).toBe(503);
    expect(service.text).not.toContain(vpat.title);
  });

  it("a server that may have missed a take-down keeps no stale copy once it listens again", async () => {
    const admin = await ctx.signedIn();
    const other = await otherServer();
    const page = (await admin.post("/api/pages").send(offer)).body;
    expect((await request(other).get("/api/pages/slug/offer")).status).toBe(200);
    expect((await request(other).get("/api/settings")).status).toBe(200);

    await proxy.cut();
    await proxy.restore();
    // Unpublished while the other server's listener is still reconnecting: the notice itself may be lost.
    expect((await admin.put(`/api/pages/${page.id}`).send({ isPublished: false })).status).toBe(200);
    // Once a later write has reached the other server, it listens again (and has dropped what it may have missed).
    await laterWriteReaches(admin, other, 5_000);

    await proxy.cut();
    await expectOfferUnavailable(other);
  });
});
