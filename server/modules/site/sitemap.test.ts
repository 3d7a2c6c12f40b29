import { describe, expect, it } from "vitest";
import { fixedPublicRoutes } from "@shared/paths";
import { services } from "../../../client/src/content/services";
import { useTestApp } from "../../test/harness";
import { seedServices } from "../../test/services";
import { pagesFromMemory, publishPage } from "../../test/site-html";

const SITE = "https://www.example.org";
const ctx = useTestApp({ PUBLIC_SITE_URL: `${SITE}/` });

const publish = (fields: Record<string, unknown>) => publishPage(ctx, fields);

describe("sitemap.xml", () => {
  it("the sitemap lists every public screen, every service and every published page, never a draft", async () => {
    await publish({ title: "News", slug: "news" });
    await publish({ title: "Privacy Policy", slug: "privacy" });
    await publish({ title: "Draft", slug: "secret-draft", isPublished: false });
    await seedServices(ctx.database.db);
    const res = await ctx.anonymous().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const { path } of Object.values(fixedPublicRoutes)) expect(locs).toContain(`${SITE}${path}`);
    for (const service of services) expect(locs).toContain(`${SITE}/services/${service.id}`);
    expect(locs).toContain(`${SITE}/page/news`);
    // A legal page is listed at its short address, the one the footer links to.
    expect(locs).toContain(`${SITE}/privacy`);
    expect(res.text).not.toContain("secret-draft");
    expect(locs).not.toContain(`${SITE}/auth`);
    const lastmod = /<loc>[^<]+\/page\/news<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(res.text)?.[1];
    expect(Math.abs(Date.parse(lastmod!) - Date.now())).toBeLessThan(60_000);
  });

  it("a newly published page is in the sitemap at once", async () => {
    expect((await ctx.anonymous().get("/sitemap.xml")).text).not.toContain("/page/fresh");
    await publish({ title: "Fresh", slug: "fresh" });
    expect((await ctx.anonymous().get("/sitemap.xml")).text).toContain(`${SITE}/page/fresh`);
  });

  it("is made once per change and then answered from memory: a strong ETag, a 304, anyone may keep it", async () => {
    const first = await ctx.anonymous().get("/sitemap.xml");
    const before = await pagesFromMemory();
    const second = await ctx.anonymous().get("/sitemap.xml");
    expect(second.text).toBe(first.text);
    // The second is answered before Express runs.
    await expect.poll(pagesFromMemory).toBe(before + 1);
    // Express's own ETags are weak (W/...); the read cache's are strong and stay the same while nothing changes.
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const res of [first, second]) {
      expect(res.headers["cache-control"]).toBe("public, no-cache");
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    const again = await ctx.anonymous().get("/sitemap.xml").set("If-None-Match", second.headers.etag!);
    expect(again.status).toBe(304);

    await publish({ title: "Later", slug: "later" });
    const changed = await ctx.anonymous().get("/sitemap.xml").set("If-None-Match", second.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain(`${SITE}/page/later`);
  });

  it("is the same for a signed-in administrator, made for their request", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    expect(res.text).toBe((await ctx.anonymous().get("/sitemap.xml")).text);
  });
});
