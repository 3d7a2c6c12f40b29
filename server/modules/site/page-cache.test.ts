import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import { teamMembers } from "@shared/tables";
import { teamMemberBody } from "@shared/test/rows";
import { JsonCache } from "../../http/json-cache";
import { serveBuiltSpa } from "../../http/spa";
import { PASSWORD, useTestApp } from "../../test/harness";
import { seedServices } from "../../test/services";
import { pagesFromMemory } from "../../test/site-html";
import { pageCache } from "./page-cache";

// The pages of visitors without a session come from the read cache, through the real built-site template and with
// PUBLIC_SITE_URL set, as in production (so that kept pages are answered before Express runs).
const SITE = "https://www.example.org";
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-dist-"));
const template = (script: string) =>
  `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap-->
<script type="module" src="/assets/${script}"></script></body></html>`;
fs.writeFileSync(path.join(dist, "index.html"), template("index-abc123.js"));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const ctx = useTestApp({ PUBLIC_SITE_URL: SITE }, { client: serveBuiltSpa(dist) });

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const bootstrapOf = (html: string): Bootstrap =>
  JSON.parse(new RegExp(`id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!);
const queryData = (html: string, ...key: string[]) =>
  bootstrapOf(html).queries.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1];

const member = (name: string) => teamMemberBody({ name });

describe("visitors' pages come from memory", () => {
  it("the page kept is the page a fresh render makes: head, status and bootstrap data", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send(member("Ada"));
    await admin.post("/api/pages").send({ title: "News", slug: "news", content: "<p>Hi</p>", isPublished: true });
    const paths = ["/", "/about", "/services/epub", "/page/news", "/no-such-page", "/services/braille"];
    const fresh = ctx.restart(); // another server: nothing of its own in memory yet
    const before = await pagesFromMemory();
    for (const path of paths) {
      const first = await ctx.anonymous().get(path);
      const kept = await ctx.anonymous().get(path);
      const rendered = await request(fresh).get(path);
      expect(kept.status, path).toBe(rendered.status);
      expect(kept.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(kept.text, path).toBe(rendered.text);
      expect(kept.text, path).toBe(first.text);
    }
    await expect.poll(pagesFromMemory).toBe(before + paths.length);
    const about = (await ctx.anonymous().get("/about")).text;
    expect(titleOf(about)).toBe("About Us | AccessAble Content");
    expect(queryData(about, "/api/team")).toEqual([expect.objectContaining({ name: "Ada" })]);
    expect(queryData(about, "/api/auth/me")).toBeNull();
    expect((await ctx.anonymous().get("/no-such-page")).status).toBe(404);
    expect((await ctx.anonymous().get("/services/braille")).status).toBe(404);
  });

  it("is kept until the next write: a change made behind the site's back shows only after one", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/team").send(member("Ada"))).body;
    expect((await ctx.anonymous().get("/about")).text).toContain('"name":"Ada"');
    await ctx.database.db.update(teamMembers).set({ name: "Changed in the database" }).where(eq(teamMembers.id, id));
    expect((await ctx.anonymous().get("/about")).text).toContain('"name":"Ada"');
    await admin.post("/api/team").send(member("Grace"));
    const about = (await ctx.anonymous().get("/about")).text;
    expect(about).toContain('"name":"Changed in the database"');
    expect(about).toContain('"name":"Grace"');
  });

  it("a write changes the next visitor's page at once: settings, a page published, a service, the menus", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const visitor = () => ctx.anonymous();
    for (const path of ["/about", "/page/offer", "/services/epub", "/"]) await visitor().get(path);

    await admin.post("/api/settings/companyName").send({ value: "Acme Access" });
    expect(titleOf((await visitor().get("/about")).text)).toBe("About Us | Acme Access");

    expect((await visitor().get("/page/offer")).status).toBe(404);
    await admin.post("/api/pages").send({ title: "Offer", slug: "offer", content: "<p>Half</p>", isPublished: true });
    const offer = await visitor().get("/page/offer");
    expect(offer.status).toBe(200);
    expect(titleOf(offer.text)).toBe("Offer | Acme Access");

    expect((await admin.put("/api/services/epub").send({ title: "EPUB 3 Remediation" })).status).toBe(200);
    expect(titleOf((await visitor().get("/services/epub")).text)).toBe("EPUB 3 Remediation | Acme Access");

    const menus = { header: [{ label: "Offer", href: "/page/offer" }], footer: [] };
    expect((await admin.put("/api/navigation").send(menus)).status).toBe(200);
    const home = (await visitor().get("/")).text;
    expect(queryData(home, "/api/navigation")).toMatchObject({ header: [{ label: "Offer", href: "/page/offer" }] });
  });

  it("a signed-in request is rendered for its user, never answered from the visitors' pages nor kept for them", async () => {
    const admin = await ctx.signedIn({ username: "editor" });
    await admin.post("/api/pages").send({ title: "Draft", slug: "draft", content: "<p>Soon</p>", isPublished: false });
    // Signed in first: what the administrator got is not what visitors get next.
    expect(queryData((await admin.get("/")).text, "/api/auth/me")).toMatchObject({ username: "editor" });
    expect((await admin.get("/page/draft")).status).toBe(200);
    expect(queryData((await ctx.anonymous().get("/")).text, "/api/auth/me")).toBeNull();
    expect((await ctx.anonymous().get("/page/draft")).status).toBe(404);
    // Visitors' pages are kept now: the administrator still gets their own.
    expect(queryData((await admin.get("/")).text, "/api/auth/me")).toMatchObject({ username: "editor" });
    const preview = await admin.get("/page/draft");
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Soon");
  });

  it("answers 304 to a browser that has the page, HEAD without a body, and the same page whatever the query", async () => {
    const first = await ctx.anonymous().get("/about");
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await ctx.anonymous().get("/about").set("If-None-Match", first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const head = await ctx.anonymous().head("/about");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(first.text)));
    expect(head.text ?? "").toBe("");
    expect((await ctx.anonymous().get("/about?utm_source=mail")).text).toBe(first.text);

    const admin = await ctx.signedIn();
    await admin.post("/api/settings/companyName").send({ value: "Acme Access" });
    const changed = await ctx.anonymous().get("/about").set("If-None-Match", first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    // A 404 is no version of anything a browser could hold.
    expect((await ctx.anonymous().get("/no-such-page")).headers.etag).toBeUndefined();
  });

  it("compresses a page once for browsers that accept it", async () => {
    const plain = await ctx.anonymous().get("/about");
    for (const encoding of ["br", "gzip"]) {
      const res = await ctx.anonymous().get("/about").set("Accept-Encoding", encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.text).toBe(plain.text);
    }
  });

  it("never keeps what differs per request: each answer has its own request id and none sets a cookie", async () => {
    const answers = [await ctx.anonymous().get("/"), await ctx.anonymous().get("/")];
    expect(answers[0]!.headers["x-request-id"]).not.toBe(answers[1]!.headers["x-request-id"]);
    for (const res of answers) expect(res.headers["set-cookie"]).toBeUndefined();
    const offered = await ctx.anonymous().get("/").set("X-Request-Id", "from-a-client");
    expect(offered.headers["x-request-id"]).not.toBe("from-a-client");
  });

  it("a flood of unknown addresses neither grows memory without bound nor pushes out the site's pages", async () => {
    await ctx.anonymous().get("/about");
    for (let i = 0; i < 300; i++) expect((await ctx.anonymous().get(`/flood-${i}`)).status).toBe(404);
    expect(ctx.cache().size).toBeLessThanOrEqual(120);
    const before = await pagesFromMemory();
    expect((await ctx.anonymous().get("/about")).status).toBe(200);
    await expect.poll(pagesFromMemory).toBe(before + 1);
  });

  it("a new build of the website is served within a second", async () => {
    expect((await ctx.anonymous().get("/faq")).text).toContain("index-abc123.js");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fs.writeFileSync(path.join(dist, "index.html"), template("index-def456.js"));
    try {
      await expect.poll(async () => (await ctx.anonymous().get("/faq")).text, { timeout: 2000 }).toContain("def456");
    } finally {
      fs.writeFileSync(path.join(dist, "index.html"), template("index-abc123.js"));
    }
  });
});

describe("a new day", () => {
  it("renders every page again, so that nothing a page says about the date is a day late", async () => {
    vi.useFakeTimers({ now: new Date(2026, 4, 31, 23, 58), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const cache = new JsonCache();
    const pages = pageCache({ cache, publicSiteUrl: SITE, templateVersion: () => "v1" });
    try {
      const render = async () => ({ body: "May", status: 200, type: "text/html", keep: true });
      await cache.getRendered("html:v1:/", render);
      await cache.get("settings", async () => []);
      vi.advanceTimersByTime(60_000);
      expect(cache.size).toBe(2);
      vi.advanceTimersByTime(61_000);
      expect(cache.size).toBe(1);
      expect(cache.peek("settings")).toBeDefined();
      // And again the next night.
      await cache.getRendered("html:v1:/", render);
      vi.advanceTimersByTime(24 * 60 * 60_000);
      expect(cache.size).toBe(1);
    } finally {
      pages.close();
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  it("each server's visitors' pages show a write made on the other within a second", async () => {
    const admin = await ctx.signedIn();
    // Once the other server listens for this one's notices, it keeps its pages.
    const other = await ctx.restartListening();
    expect(titleOf((await request(other).get("/about")).text)).toBe("About Us | AccessAble Content");
    expect(queryData((await request(other).get("/about")).text, "/api/team")).toEqual([]);

    await admin.post("/api/settings/companyName").send({ value: "Acme Access" });
    await admin.post("/api/team").send(member("Ada"));
    const about = async () => (await request(other).get("/about")).text;
    await expect
      .poll(async () => titleOf(await about()), { timeout: 1000, interval: 50 })
      .toBe("About Us | Acme Access");
    await expect
      .poll(async () => queryData(await about(), "/api/team"), { timeout: 1000, interval: 50 })
      .toEqual([expect.objectContaining({ name: "Ada" })]);
    // And the other way round.
    const writer = request.agent(other);
    await ctx.signedIn({ username: "writer" });
    expect((await writer.post("/api/auth/login").send({ username: "writer", password: PASSWORD })).status).toBe(200);
    expect((await writer.post("/api/settings/companyName").send({ value: "Beta Access" })).status).toBe(200);
    await expect
      .poll(async () => titleOf((await ctx.anonymous().get("/about")).text), { timeout: 1000, interval: 50 })
      .toBe("About Us | Beta Access");
  });
});
