import { describe, expect, it } from "vitest";
import { defaultNavigation, NAV_HEADER_MAX, NAV_LABEL_MAX } from "@shared/navigation";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

const menus = {
  header: [
    { label: "Services", href: "/services" },
    { label: "Careers", href: "/page/careers" },
  ],
  footer: [{ heading: "Company", links: [{ label: "Blog", href: "https://blog.example.com/" }] }],
};

async function publishPage(admin: Awaited<ReturnType<typeof ctx.signedIn>>, slug: string, isPublished = true) {
  const res = await admin.post("/api/pages").send({ title: slug, slug, content: "<p>Hi</p>", isPublished });
  expect(res.status).toBe(201);
  return res.body as { id: number; updatedAt: string };
}

describe("navigation", () => {
  it("serves today's menus until some are saved, in the page's bootstrap data too", async () => {
    const res = await ctx.anonymous().get("/api/navigation");
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toEqual(defaultNavigation());
    expect(res.body.header.map((l: { label: string }) => l.label)).toEqual([
      "Services",
      "Standards",
      "WCAG Explorer",
      "About Us",
      "FAQ",
    ]);
    const html = (await ctx.anonymous().get("/faq")).text;
    expect(html).toContain('[["/api/navigation"],{"header":[{"label":"Services","href":"/services"}');
  });

  it("saves the shipped menus unchanged, legal pages' short addresses included", async () => {
    const admin = await ctx.signedIn();
    const { updatedAt: _unsaved, ...shipped } = defaultNavigation();
    const saved = await admin.put("/api/navigation").send(shipped);
    expect(saved.status).toBe(200);
    expect(saved.body.legal).toEqual(shipped.legal);
  });

  it("saves the menus, keeps the legal line when it is left out, and serves the new ones at once", async () => {
    const admin = await ctx.signedIn();
    const careers = await publishPage(admin, "careers");
    expect((await ctx.anonymous().get("/api/navigation")).body.header).toHaveLength(5);
    const saved = await admin.put("/api/navigation").send(menus);
    expect(saved.status).toBe(200);
    // The editor learns which page the content page's link is kept by; visitors get text and address only.
    const header = [menus.header[0], { ...menus.header[1], pageId: careers.id }];
    expect(saved.body).toEqual({ ...menus, header, legal: defaultNavigation().legal, updatedAt: expect.any(String) });
    const served = await ctx.anonymous().get("/api/navigation");
    expect(served.body).toEqual({ ...saved.body, header: menus.header });
    expect((await ctx.anonymous().get("/about")).text).toContain('{"label":"Careers","href":"/page/careers"}');
  });

  it("leaves out links to pages that are drafts, unpublished or deleted, and brings them back when published", async () => {
    const admin = await ctx.signedIn();
    const page = await publishPage(admin, "careers", false);
    await admin.put("/api/navigation").send(menus);
    const labels = async () =>
      ((await ctx.anonymous().get("/api/navigation")).body.header as { label: string }[]).map((l) => l.label);
    expect(await labels()).toEqual(["Services"]);
    // The editor still sees the link it saved.
    expect((await admin.get("/api/navigation/edit")).body.header).toEqual([
      menus.header[0],
      { ...menus.header[1], pageId: page.id },
    ]);

    const published = await admin.put(`/api/pages/${page.id}`).send({ isPublished: true });
    expect(await labels()).toEqual(["Services", "Careers"]);
    await admin.put(`/api/pages/${page.id}`).send({ isPublished: false, updatedAt: published.body.updatedAt });
    expect(await labels()).toEqual(["Services"]);
    await admin.put(`/api/pages/${page.id}`).send({ isPublished: true });
    expect(await labels()).toEqual(["Services", "Careers"]);
    expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
    expect(await labels()).toEqual(["Services"]);
  });

  it("keeps a link to a content page by the page: renamed, the link follows it in both menus and on the site", async () => {
    const admin = await ctx.signedIn();
    const page = await publishPage(admin, "accessible-video-guide");
    await admin.put("/api/navigation").send({
      header: [{ label: "Video guide", href: "/page/accessible-video-guide" }],
      footer: [{ heading: "Guides", links: [{ label: "Captions", href: "/page/accessible-video-guide#captions" }] }],
    });
    const renamed = await admin.put(`/api/pages/${page.id}`).send({ slug: "video-guide", updatedAt: page.updatedAt });
    expect(renamed.status).toBe(200);

    const served = (await ctx.anonymous().get("/api/navigation")).body;
    expect(served.header).toEqual([{ label: "Video guide", href: "/page/video-guide" }]);
    expect(served.footer[0].links).toEqual([{ label: "Captions", href: "/page/video-guide#captions" }]);
    const editing = (await admin.get("/api/navigation/edit")).body;
    expect(editing.header).toEqual([{ label: "Video guide", href: "/page/video-guide", pageId: page.id }]);
    expect((await ctx.anonymous().get("/faq")).text).toContain('{"label":"Video guide","href":"/page/video-guide"}');
    // Page Management still sees the page as linked from the header.
    expect((await admin.get(`/api/pages/${page.id}`)).body.linkedFrom).toEqual(["header", "footer"]);
  });

  it("saves a link loaded before its page was renamed at the page's new address, and an edited one where it says", async () => {
    const admin = await ctx.signedIn();
    const guide = await publishPage(admin, "guide");
    await publishPage(admin, "other");
    const first = await admin
      .put("/api/navigation")
      .send({ header: [{ label: "Guide", href: "/page/guide" }], footer: [] });
    const loaded = first.body.header[0];
    await admin.put(`/api/pages/${guide.id}`).send({ slug: "the-guide" });
    // An editor who loaded the menus before the rename saves them unchanged, and adds a link by address.
    const saved = await admin.put("/api/navigation").send({
      header: [loaded, { label: "Other", href: "/page/other" }],
      footer: [],
      updatedAt: first.body.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.header.map((link: { href: string }) => link.href)).toEqual(["/page/the-guide", "/page/other"]);
    // An address typed over a loaded link leads where it says (the editor leaves the page out).
    const edited = await admin.put("/api/navigation").send({
      header: [{ label: "Guide", href: "/page/other" }],
      footer: [],
    });
    expect(edited.body.header).toEqual([{ label: "Guide", href: "/page/other", pageId: guide.id + 1 }]);
  });

  it("refuses a stale save with 409 and keeps the newer menus", async () => {
    const admin = await ctx.signedIn();
    const loaded = (await admin.get("/api/navigation/edit")).body;
    expect(loaded.updatedAt).toBeNull();
    const first = await admin.put("/api/navigation").send({ ...menus, updatedAt: loaded.updatedAt });
    expect(first.status).toBe(200);
    // A second editor who also loaded the defaults.
    const stale = await admin.put("/api/navigation").send({ header: [], footer: [], updatedAt: null });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const again = await admin.put("/api/navigation").send({ header: [], footer: [], updatedAt: loaded.updatedAt });
    expect(again.status).toBe(409);
    const next = await admin.put("/api/navigation").send({ header: [], footer: [], updatedAt: first.body.updatedAt });
    expect(next.status).toBe(200);
    expect(next.body.updatedAt).not.toBe(first.body.updatedAt);
    const late = await admin.put("/api/navigation").send({ ...menus, updatedAt: first.body.updatedAt });
    expect(late.status).toBe(409);
    expect((await ctx.anonymous().get("/api/navigation")).body.header).toEqual([]);
  });

  it("answers 400 with field errors naming the link for addresses and texts outside the rules, and stores nothing", async () => {
    const admin = await ctx.signedIn();
    const link = (href: string, label = "Link") => ({
      header: [
        { label: "FAQ", href: "/faq" },
        { label, href },
      ],
      footer: [],
    });
    const cases: [object, string][] = [
      [link("javascript:alert(1)"), "header.1.href"],
      [link("JavaScript:alert(1)"), "header.1.href"],
      [link("http://example.com/"), "header.1.href"],
      [link("//evil.example.com/"), "header.1.href"],
      [link("/no-such-screen"), "header.1.href"],
      [link("/admin/team"), "header.1.href"],
      [link("/page/Not A Slug"), "header.1.href"],
      [link("/faq#bad fragment"), "header.1.href"],
      [link("https://"), "header.1.href"],
      [link("data:text/html,hi"), "header.1.href"],
      [link(""), "header.1.href"],
      [link("/faq", "   "), "header.1.label"],
      [link("/faq", "x".repeat(NAV_LABEL_MAX + 1)), "header.1.label"],
      [{ header: Array(NAV_HEADER_MAX + 1).fill({ label: "FAQ", href: "/faq" }), footer: [] }, "header"],
      [{ header: [], footer: [{ heading: "", links: [] }] }, "footer.0.heading"],
      [
        { header: [], footer: [{ heading: "More", links: [{ label: "x", href: "ftp://x" }] }] },
        "footer.0.links.0.href",
      ],
      [{ header: [], footer: Array(5).fill({ heading: "More", links: [] }) }, "footer"],
      [{ header: [], footer: [], legal: [{ label: "Old", href: "http://x.example" }] }, "legal.0.href"],
      [{ header: "all", footer: [] }, "header"],
      [{ footer: [] }, "header"],
      [{ header: [], footer: [], updatedAt: "yesterday" }, "updatedAt"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.put("/api/navigation").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(field);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    }
    expect((await admin.put("/api/navigation").send([])).status).toBe(400);
    expect((await ctx.anonymous().get("/api/navigation")).body).toEqual(defaultNavigation());
  });

  it("accepts every kind of address the admin screen offers", async () => {
    const admin = await ctx.signedIn();
    const header = ["/", "/contact", "/auth", "/page/careers", "/#faq", "https://example.com/a?b=c#d"].map((href) => ({
      label: "Link",
      href,
    }));
    const res = await admin.put("/api/navigation").send({ header, footer: [], extra: "ignored" });
    expect(res.status).toBe(200);
    expect(res.body.header.map((l: { href: string }) => l.href)).toEqual(header.map((l) => l.href));
  });

  it("restores the shipped menus, and records readable activity entries", async () => {
    const admin = await ctx.signedIn();
    await admin.put("/api/navigation").send(menus);
    const restored = await admin.delete("/api/navigation");
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(defaultNavigation());
    expect((await ctx.anonymous().get("/api/navigation")).body).toEqual(defaultNavigation());
    const { items } = (await admin.get("/api/activity?pageSize=10")).body as {
      items: { action: string; entityType: string; summary: string }[];
    };
    // Newest first; only the first two are this test's (an earlier test's entry may land after the reset).
    const entries = items.filter((e) => e.action !== "sign-in").slice(0, 2);
    expect(entries.map((e) => [e.action, e.entityType, e.summary])).toEqual([
      ["delete", "navigation", "Restored the default site navigation"],
      ["update", "navigation", "Changed the site navigation"],
    ]);
  });
});
