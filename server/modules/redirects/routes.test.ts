import request from "supertest";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

type Admin = Awaited<ReturnType<typeof ctx.signedIn>>;

async function publishPage(admin: Admin, slug: string, isPublished = true) {
  const res = await admin.post("/api/pages").send({ title: `The ${slug}`, slug, content: "<p>Hi</p>", isPublished });
  expect(res.status).toBe(201);
  return res.body as { id: number; updatedAt: string };
}

const addRule = (admin: Admin, fromPath: string, toPath: string, extra: object = {}) =>
  admin.post("/api/redirects").send({ fromPath, toPath, ...extra });

const rules = async (admin: Admin) =>
  ((await admin.get("/api/redirects")).body as { fromPath: string; toPath: string }[]).map(
    (r) => `${r.fromPath} -> ${r.toPath}`,
  );

describe("redirects", () => {
  it("sends a visitor from an old address to the new one with the query kept, and counts each hit", async () => {
    const admin = await ctx.signedIn();
    const made = await addRule(admin, "/Old-Offer/", "/contact", { statusCode: 302, note: "Spring campaign" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ fromPath: "/old-offer", toPath: "/contact", statusCode: 302, hits: 0 });

    for (const path of ["/old-offer?utm_source=mail", "/OLD-OFFER/"]) {
      const res = await ctx.anonymous().get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(path.includes("?") ? "/contact?utm_source=mail" : "/contact");
    }
    // A signed-in visitor, whose pages never come from memory, is sent on as well; so is a form's POST.
    expect((await admin.get("/old-offer")).status).toBe(302);
    expect((await ctx.anonymous().post("/old-offer")).status).toBe(302);

    const [rule] = (await admin.get("/api/redirects")).body;
    expect(rule).toMatchObject({ hits: 4, note: "Spring campaign" });
    expect(Date.now() - new Date(rule.lastHitAt).getTime()).toBeLessThan(60_000);
  });

  it("keeps a query the target already has, and leads to https addresses elsewhere", async () => {
    const admin = await ctx.signedIn();
    await addRule(admin, "/partner", "https://partner.example/landing?ref=us", { statusCode: 308 });
    const res = await ctx.anonymous().get("/partner?x=1");
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe("https://partner.example/landing?ref=us&x=1");
  });

  it("sends an address with accents on as one a browser reads, and takes an old one typed either way", async () => {
    const admin = await ctx.signedIn();
    expect((await addRule(admin, "/café", "/page/crème-brûlée")).status).toBe(201);
    for (const path of ["/caf%C3%A9", "/CAF%C3%89"]) {
      const res = await ctx.anonymous().get(path);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe("/page/cr%C3%A8me-br%C3%BBl%C3%A9e");
    }
  });

  it("collapses chains both ways and refuses loops with 409", async () => {
    const admin = await ctx.signedIn();
    expect((await addRule(admin, "/a", "/b")).status).toBe(201);
    expect((await addRule(admin, "/b", "/c")).status).toBe(201);
    expect(await rules(admin)).toEqual(["/a -> /c", "/b -> /c"]);
    expect((await addRule(admin, "/z", "/a")).body.toPath).toBe("/c");

    const loop = await addRule(admin, "/c", "/a");
    expect(loop.status).toBe(409);
    expect(loop.body.message).toBe("This redirect would make a loop: /c → /a → /c");
    const self = await addRule(admin, "/d", "/d/");
    expect(self.status).toBe(409);
    expect(await rules(admin)).toEqual(["/a -> /c", "/b -> /c", "/z -> /c"]);
    expect((await ctx.anonymous().get("/a")).headers.location).toBe("/c");
  });

  it("refuses addresses the site itself uses, a second rule from one address, and bad input, with 4xx JSON", async () => {
    const admin = await ctx.signedIn();
    for (const fromPath of ["/", "/services", "/auth", "/admin/pages", "/api/team", "/uploads/a.png", "/sitemap.xml"]) {
      const res = await addRule(admin, fromPath, "/faq");
      expect(res.status, fromPath).toBe(400);
      expect(res.body.message).toMatch(/cannot be redirected/);
    }
    for (const body of [
      { fromPath: "old", toPath: "/faq" },
      { fromPath: "//evil.example", toPath: "/faq" },
      { fromPath: "/x?y=1", toPath: "/faq" },
      { fromPath: "/x", toPath: "javascript:alert(1)" },
      { fromPath: "/x", toPath: "http://plain.example" },
      { fromPath: "/x", toPath: "/faq", statusCode: 303 },
      { fromPath: "/x", toPath: "/faq", note: "n".repeat(501) },
      { toPath: "/faq" },
      [],
    ]) {
      const res = await admin.post("/api/redirects").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await addRule(admin, "/x", "/faq");
    const twice = await addRule(admin, "/X/", "/about");
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("There is already a redirect from /x");
    expect((await admin.put("/api/redirects/999").send({ fromPath: "/y", toPath: "/faq" })).status).toBe(404);
    expect((await admin.delete("/api/redirects/999")).status).toBe(404);
    expect(await rules(admin)).toEqual(["/x -> /faq"]);
  });

  it("takes a redirected address out of the sitemap", async () => {
    const admin = await ctx.signedIn();
    const sitemap = async () => (await ctx.anonymous().get("/sitemap.xml")).text;
    expect(await sitemap()).toContain("/wcag-explorer</loc>");
    await admin.post("/api/services").send({
      id: "braille",
      title: "Braille",
      description: "D",
      icon: "book",
      features: ["F"],
      detail: "T",
    });
    expect(await sitemap()).toContain("/services/braille</loc>");
    expect((await addRule(admin, "/services/Braille", "/services")).status).toBe(201);
    expect(await sitemap()).not.toContain("/services/braille</loc>");
    expect((await ctx.anonymous().get("/services/braille")).headers.location).toBe("/services");
  });

  it("refuses a rule from a page's address, which would hide the page", async () => {
    const admin = await ctx.signedIn();
    await publishPage(admin, "careers");
    for (const fromPath of ["/careers", "/page/careers"]) {
      const res = await addRule(admin, fromPath, "/faq");
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/The page "The careers" is at/);
    }
  });

  it("changes and deletes rules, for administrators only, and records each in the activity log", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await addRule(admin, "/old", "/faq")).body;
    const changed = await admin.put(`/api/redirects/${id}`).send({ fromPath: "/older", toPath: "/about" });
    expect(changed.status).toBe(200);
    expect((await ctx.anonymous().get("/old")).status).toBe(404);
    expect((await ctx.anonymous().get("/older")).headers.location).toBe("/about");
    expect((await admin.delete(`/api/redirects/${id}`)).status).toBe(204);
    expect((await ctx.anonymous().get("/older")).status).toBe(404);

    for (const res of [
      await ctx.anonymous().get("/api/redirects"),
      await ctx.anonymous().post("/api/redirects").send({ fromPath: "/a", toPath: "/faq" }),
      await ctx.anonymous().get("/api/redirects/not-found"),
    ]) {
      expect(res.status).toBe(401);
    }
    await ctx.activityWritten();
    const log = (await admin.get("/api/activity?entityType=redirects")).body.items.map(
      (entry: { summary: string }) => entry.summary,
    );
    expect(log).toEqual([
      'Deleted the redirect "/older → /about"',
      'Changed the redirect "/older → /about"',
      'Added the redirect "/old → /faq"',
    ]);
  });
});

describe("a page's move", () => {
  it("redirects both old addresses of a published page to its new one, and says so in the save's answer", async () => {
    const admin = await ctx.signedIn();
    const page = await publishPage(admin, "accessible-video-guide");
    const saved = await admin.put(`/api/pages/${page.id}`).send({ slug: "video-guide", updatedAt: page.updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body.redirects.map((r: { fromPath: string }) => r.fromPath)).toEqual([
      "/page/accessible-video-guide",
      "/accessible-video-guide",
    ]);
    for (const old of ["/page/accessible-video-guide", "/accessible-video-guide?from=mail"]) {
      const res = await ctx.anonymous().get(old);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(old.includes("?") ? "/page/video-guide?from=mail" : "/page/video-guide");
    }
    expect((await ctx.anonymous().get("/page/video-guide")).status).toBe(200);
    const sitemap = (await ctx.anonymous().get("/sitemap.xml")).text;
    expect(sitemap).toContain("/page/video-guide</loc>");
    expect(sitemap).not.toContain("accessible-video-guide");

    // Moved again: the first address leads straight to the latest, and moving back takes the address back.
    const again = await admin.put(`/api/pages/${page.id}`).send({ slug: "guide" });
    expect((await ctx.anonymous().get("/page/accessible-video-guide")).headers.location).toBe("/page/guide");
    expect(again.body.redirects).toHaveLength(2);
    await admin.put(`/api/pages/${page.id}`).send({ slug: "accessible-video-guide" });
    expect((await ctx.anonymous().get("/page/accessible-video-guide")).status).toBe(200);
    expect((await ctx.anonymous().get("/page/guide")).headers.location).toBe("/page/accessible-video-guide");
  });

  it("leaves no redirect for a draft, which had no public address", async () => {
    const admin = await ctx.signedIn();
    const page = await publishPage(admin, "draft-one", false);
    const saved = await admin.put(`/api/pages/${page.id}`).send({ slug: "draft-two" });
    expect(saved.body.redirects).toEqual([]);
    expect(await rules(admin)).toEqual([]);
  });
});

describe("the not-found list", () => {
  it("lists the missing addresses asked for most, leaves out scanners' probes, and drops one once redirected", async () => {
    const admin = await ctx.signedIn();
    for (let i = 0; i < 3; i++) await ctx.anonymous().get("/old-brochure");
    await ctx.anonymous().get("/Old-Brochure/?utm=1");
    await ctx.anonymous().get("/missing-once");
    for (const probe of ["/wp-admin", "/wp-login.php", "/.env", "/index.php", "/.git/config"]) {
      expect((await ctx.anonymous().get(probe)).status).toBe(404);
    }
    // Addresses the tests before this one asked for may be listed too (this server counted them in memory).
    const listed = async () =>
      ((await admin.get("/api/redirects/not-found")).body.items as { path: string; hits: number }[])
        .filter((row) => !/^\/(old|older|a|b|c|d|z|x)$/.test(row.path))
        .map((row) => [row.path, row.hits]);
    expect(await listed()).toEqual([
      ["/old-brochure", 4],
      ["/missing-once", 1],
    ]);
    await addRule(admin, "/old-brochure", "/services");
    expect(await listed()).toEqual([["/missing-once", 1]]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  it("a rule added, changed or taken away on one server applies on the other within a second", async () => {
    const admin = await ctx.signedIn();
    const other = await ctx.restartListening();
    expect((await request(other).get("/spring-offer")).status).toBe(404);
    const location = async () => (await request(other).get("/spring-offer")).headers.location;

    const { id } = (await addRule(admin, "/spring-offer", "/contact")).body;
    await expect.poll(location, { timeout: 1000, interval: 50 }).toBe("/contact");
    await admin.put(`/api/redirects/${id}`).send({ fromPath: "/spring-offer", toPath: "/services" });
    await expect.poll(location, { timeout: 1000, interval: 50 }).toBe("/services");
    await admin.delete(`/api/redirects/${id}`);
    await expect
      .poll(async () => (await request(other).get("/spring-offer")).status, { timeout: 1000, interval: 50 })
      .toBe(404);
  });
});
