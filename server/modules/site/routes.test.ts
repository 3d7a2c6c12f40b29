import { describe, expect, it } from "vitest";
import { services } from "../../../client/src/content/services";
import { useTestApp } from "../../test/harness";
import { seedServices } from "../../test/services";
import { canonicalOf, escaped, metaOf, publishPage, queryData, titleOf } from "../../test/site-html";

const SITE = "https://www.example.org";
const ctx = useTestApp({ PUBLIC_SITE_URL: `${SITE}/` });

const publish = (fields: Record<string, unknown>) => publishPage(ctx, fields);

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
    // A legal page's long address leads to its short one for good.
    for (const path of ["/page/privacy", "/Page/privacy/"]) {
      const res = await ctx.anonymous().get(`${path}?from=menu`);
      expect(res.status, path).toBe(301);
      expect(res.headers.location).toBe("/privacy?from=menu");
    }
    // The admin area's own address is its Overview, no longer a redirect to one of its screens.
    expect((await ctx.anonymous().get("/admin")).status).toBe(200);
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
