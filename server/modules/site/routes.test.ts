import request from "supertest";
import { describe, expect, it } from "vitest";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import { services } from "../../../client/src/content/services";
import { loadEnv } from "../../env";
import { useTestApp } from "../../test/harness";
import { seedServices } from "../../test/services";

const SITE = "https://www.example.org";
const ctx = useTestApp({ PUBLIC_SITE_URL: `${SITE}/` });

const bootstrapOf = (html: string): Bootstrap => {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error("no bootstrap data in the page");
  return JSON.parse(match[1]!);
};
const queryData = (html: string, key: string, ...rest: string[]) =>
  bootstrapOf(html).queries.find(([k]) => JSON.stringify(k) === JSON.stringify([key, ...rest]))?.[1];
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const escaped = (text: string) => text.replace(/&/g, "&amp;");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

const publish = async (fields: Record<string, unknown>) => {
  const admin = await ctx.signedIn();
  const res = await admin.post("/api/pages").send({ content: "<p>Hello</p>", isPublished: true, ...fields });
  expect(res.status).toBe(201);
  return admin;
};

describe("each screen's head is written by the server", () => {
  it("home: title, description, keywords, canonical, Open Graph, Twitter card and organization data", async () => {
    const res = await ctx.anonymous().get("/");
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe("Accessible content conversion and WCAG audits | AccessAble Content");
    expect(metaOf(res.text, "name", "description")).toMatch(/^Accessible NIMAS XML, PDF\/UA/);
    expect(metaOf(res.text, "name", "keywords")).toContain("WCAG 2.2");
    expect(canonicalOf(res.text)).toBe(`${SITE}/`);
    expect(metaOf(res.text, "property", "og:url")).toBe(`${SITE}/`);
    expect(metaOf(res.text, "property", "og:title")).toBe(titleOf(res.text));
    expect(metaOf(res.text, "name", "twitter:card")).toBe("summary");
    expect(res.text).not.toContain('name="robots"');
    const ld = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ "@type": "Organization", name: "AccessAble Content", url: `${SITE}/` });
  });

  it("uses the company name and logo from the settings", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/settings/companyName").send({ value: "Acme Access" });
    await admin.post("/api/settings/companyLogo").send({ value: "/uploads/logo.png" });
    const res = await ctx.anonymous().get("/about");
    expect(titleOf(res.text)).toBe("About Us | Acme Access");
    expect(metaOf(res.text, "property", "og:image")).toBe(`${SITE}/uploads/logo.png`);
    expect(metaOf(res.text, "property", "og:site_name")).toBe("Acme Access");
  });

  it("service pages take their title and description from the database; an unknown id is a 404", async () => {
    await seedServices(ctx.database.db);
    for (const service of services) {
      const res = await ctx.anonymous().get(`/services/${service.id}`);
      expect(res.status).toBe(200);
      expect(titleOf(res.text)).toBe(`${escaped(service.title)} | AccessAble Content`);
      expect(metaOf(res.text, "name", "description")).toBe(escaped(service.description));
      expect(canonicalOf(res.text)).toBe(`${SITE}/services/${service.id}`);
    }
    const missing = await ctx.anonymous().get("/services/braille");
    expect(missing.status).toBe(404);
    expect(titleOf(missing.text)).toBe("Service Not Found | AccessAble Content");
    expect(metaOf(missing.text, "name", "robots")).toBe("noindex");
  });

  it("the explorer and the other fixed screens", async () => {
    const expected: Record<string, string> = {
      "/services": "Our Services",
      "/standards": "Accessibility Standards",
      "/wcag-explorer": "WCAG 2.2 Explorer",
      "/faq": "Frequently Asked Questions",
      "/contact": "Contact Us",
    };
    for (const [path, title] of Object.entries(expected)) {
      const res = await ctx.anonymous().get(path);
      expect(res.status, path).toBe(200);
      expect(titleOf(res.text)).toBe(`${title} | AccessAble Content`);
      expect(metaOf(res.text, "name", "description")?.length).toBeGreaterThan(20);
      expect(canonicalOf(res.text)).toBe(`${SITE}${path}`);
    }
  });

  it("legal pages are content pages at their short address, which is their only one for search engines", async () => {
    const legal = {
      privacy: ["Privacy Policy", "How we handle personal information on this website."],
      terms: ["Terms of Service", "The terms under which this website is provided."],
      accessibility: ["Accessibility Statement", "Our commitment to the accessibility of this website."],
    };
    for (const [slug, [title, metaDescription]] of Object.entries(legal))
      await publish({ title, slug, metaDescription, content: `<h2>About ${slug}</h2><p>Words.</p>` });
    for (const [slug, [title, description]] of Object.entries(legal)) {
      const res = await ctx.anonymous().get(`/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(titleOf(res.text)).toBe(`${title} | AccessAble Content`);
      expect(metaOf(res.text, "name", "description")).toBe(description);
      expect(canonicalOf(res.text)).toBe(`${SITE}/${slug}`);
      expect(queryData(res.text, "/api/pages/slug", slug)).toMatchObject({ title, slug });
      // The content page's general address sends visitors and crawlers on, with the query string.
      const long = await ctx.anonymous().get(`/page/${slug}?from=mail`);
      expect(long.status).toBe(301);
      expect(long.headers.location).toBe(`/${slug}?from=mail`);
    }
    const sitemap = (await ctx.anonymous().get("/sitemap.xml")).text;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const slug of Object.keys(legal)) {
      expect(locs.filter((loc) => loc === `${SITE}/${slug}`)).toHaveLength(1);
      expect(sitemap).not.toContain(`/page/${slug}`);
    }
  });

  it("a legal page that does not exist is a 404 at its address", async () => {
    const res = await ctx.anonymous().get("/terms");
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe("Page Not Found | AccessAble Content");
  });

  it("sign-in and the admin area are titled after the CMS and kept out of search", async () => {
    const auth = await ctx.anonymous().get("/auth");
    expect(auth.status).toBe(200);
    expect(titleOf(auth.text)).toBe("Admin Access | AccessAble Content CMS");
    expect(metaOf(auth.text, "name", "robots")).toBe("noindex");
    const admin = await ctx.anonymous().get("/admin/team");
    expect(admin.status).toBe(200);
    expect(metaOf(admin.text, "name", "robots")).toBe("noindex");
  });

  it("sends the route table's redirects on, with the query string, before rendering anything", async () => {
    for (const path of ["/admin", "/Admin/"]) {
      const res = await ctx.anonymous().get(`${path}?from=menu`);
      expect(res.status, path).toBe(302);
      expect(res.headers.location).toBe("/admin/team?from=menu");
    }
    expect((await ctx.anonymous().get("/admin/team")).status).toBe(200);
  });

  it("matches paths as the client's router does: any case, one trailing slash", async () => {
    const res = await ctx.anonymous().get("/About/");
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe("About Us | AccessAble Content");
    expect(canonicalOf(res.text)).toBe(`${SITE}/about`);
    expect((await ctx.anonymous().get("/about//")).status).toBe(404);
  });

  it("a published page at /page/{slug} and /{slug}, with its meta title and description", async () => {
    await publish({
      title: "Our News",
      slug: "news",
      metaTitle: "Company news",
      metaDescription: "What we did this year.",
    });
    for (const path of ["/page/news", "/news"]) {
      const res = await ctx.anonymous().get(path);
      expect(res.status).toBe(200);
      expect(titleOf(res.text)).toBe("Company news | AccessAble Content");
      expect(metaOf(res.text, "name", "description")).toBe("What we did this year.");
      expect(canonicalOf(res.text)).toBe(`${SITE}/page/news`);
      expect(queryData(res.text, "/api/pages/slug", "news")).toMatchObject({ title: "Our News" });
    }
  });

  it("a page without meta fields is described by its opening words", async () => {
    await publish({ title: "Plain", slug: "plain", content: "<h2>Intro</h2><p>We convert &amp; audit books.</p>" });
    const res = await ctx.anonymous().get("/plain");
    expect(titleOf(res.text)).toBe("Plain | AccessAble Content");
    expect(metaOf(res.text, "name", "description")).toBe("Intro We convert &amp; audit books.");
  });

  it("drafts, missing pages and unknown paths are 404s for visitors (no soft 404s)", async () => {
    const admin = await publish({ title: "Draft", slug: "draft", isPublished: false });
    for (const path of [
      "/page/draft",
      "/draft",
      "/page/missing",
      "/missing",
      "/a/b/c",
      "/page/Not_A-Slug!",
      "/services/nimas/more",
    ]) {
      const res = await ctx.anonymous().get(path);
      expect(res.status, path).toBe(404);
      expect(metaOf(res.text, "name", "robots"), path).toBe("noindex");
      expect(res.text).toContain('id="bootstrap-data"');
    }
    expect(titleOf((await ctx.anonymous().get("/missing")).text)).toBe("Page Not Found | AccessAble Content");
    expect(titleOf((await ctx.anonymous().get("/a/b/c")).text)).toBe("404 Page Not Found | AccessAble Content");
    // An administrator previews the draft at its public address; it is still kept out of search.
    const preview = await admin.get("/page/draft");
    expect(preview.status).toBe(200);
    expect(metaOf(preview.text, "name", "robots")).toBe("noindex");
    expect(queryData(preview.text, "/api/pages/slug", "draft")).toMatchObject({ isPublished: false });
  });

  it("escapes stored text in the head and in the bootstrap data", async () => {
    const hostile = `</script><script>alert(1)</script>"'<!--`;
    await publish({ title: hostile, slug: "hostile", metaDescription: hostile, content: `<p>${hostile}</p>` });
    const res = await ctx.anonymous().get("/hostile");
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("<script>alert(1)");
    expect(res.text).not.toContain("<!--'");
    expect(queryData(res.text, "/api/pages/slug", "hostile")).toMatchObject({ title: hostile });
    expect(metaOf(res.text, "name", "description")).toBe(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;'&lt;!--",
    );
  });
});

describe("bootstrap data: the first screen does not wait for the API", () => {
  it("names no user for a visitor, and carries the settings and the home page's lists", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/logos").send({ clientName: "Acme", logoUrl: "/uploads/a.png" });
    await admin
      .post("/api/testimonials")
      .send({ clientName: "Beta", personName: "Bo", personTitle: "CEO", content: "Great." });
    await admin.post("/api/settings/companyTagline").send({ value: "Accessible by design" });
    const html = (await ctx.anonymous().get("/")).text;
    expect(bootstrapOf(html).siteUrl).toBe(SITE);
    expect(queryData(html, "/api/auth/me")).toBeNull();
    expect(queryData(html, "/api/settings")).toContainEqual(
      expect.objectContaining({ settingKey: "companyTagline", settingValue: "Accessible by design" }),
    );
    expect(queryData(html, "/api/logos")).toEqual([expect.objectContaining({ clientName: "Acme" })]);
    expect(queryData(html, "/api/testimonials")).toEqual([expect.objectContaining({ clientName: "Beta" })]);
    expect(queryData(html, "/api/team")).toBeUndefined();
  });

  it("the about page carries the team", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send({ name: "Ada", designation: "Lead", description: "Leads", sortOrder: 999 });
    expect(queryData((await ctx.anonymous().get("/about")).text, "/api/team")).toEqual([
      expect.objectContaining({ name: "Ada" }),
    ]);
  });

  it("the FAQ page carries the questions, so it renders before any request of its own", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/faq").send({ question: "Do you audit apps?", answer: "Yes." });
    expect(queryData((await ctx.anonymous().get("/faq")).text, "/api/faq")).toEqual([
      expect.objectContaining({ question: "Do you audit apps?", answerType: "text", listItems: [] }),
    ]);
    expect(queryData((await ctx.anonymous().get("/about")).text, "/api/faq")).toBeUndefined();
  });

  it("the standards page carries the regions, so it renders before any request of its own", async () => {
    const admin = await ctx.signedIn();
    const details = [{ title: "ACA", description: "Barrier-free by 2040." }];
    await admin.post("/api/standards").send({ title: "Canada", subtitle: "Federal law", icon: "government", details });
    expect(queryData((await ctx.anonymous().get("/standards")).text, "/api/standards")).toEqual([
      expect.objectContaining({ title: "Canada", icon: "government", details }),
    ]);
    expect(queryData((await ctx.anonymous().get("/")).text, "/api/standards")).toBeUndefined();
  });

  it("names the signed-in user, without the password", async () => {
    const admin = await ctx.signedIn({ username: "editor" });
    const user = queryData((await admin.get("/faq")).text, "/api/auth/me") as Record<string, unknown>;
    expect(user).toMatchObject({ username: "editor", isAdmin: true });
    expect(user).not.toHaveProperty("password");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows the site, keeps out the admin area, sign-in and API, and names the sitemap", async () => {
    const res = await ctx.anonymous().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.text.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "Disallow: /api"]),
    );
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("in production robots.txt names PUBLIC_SITE_URL whatever Host the request claims", async () => {
    const { UPLOAD_DIR, DATA_DIR } = ctx.env;
    const env = loadEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      PUBLIC_SITE_URL: SITE,
      UPLOAD_DIR,
      DATA_DIR,
    });
    const res = await request(ctx.restart({ env })).get("/robots.txt").set("Host", "attacker.example");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.text).not.toContain("attacker.example");
  });

  it("the sitemap lists every public screen, every service and every published page, never a draft", async () => {
    await publish({ title: "News", slug: "news" });
    await publish({ title: "Draft", slug: "secret-draft", isPublished: false });
    await seedServices(ctx.database.db);
    const res = await ctx.anonymous().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/services", "/standards", "/wcag-explorer", "/about", "/faq", "/contact"]) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    for (const service of services) expect(locs).toContain(`${SITE}/services/${service.id}`);
    expect(locs).toContain(`${SITE}/page/news`);
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
});
