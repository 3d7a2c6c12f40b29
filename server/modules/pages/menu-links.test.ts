import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { menuLinkedSlugs } from "./menu-links";

const ctx = useTestApp();

const LOCKED = "Remove it from the footer menu first.";
const legal = (over: Record<string, unknown> = {}) => ({
  title: "Privacy Policy",
  slug: "privacy",
  content: "<h2>What we collect</h2><p>Logs.</p>",
  isPublished: true,
  ...over,
});

describe("pages the menus link to", () => {
  it("are today the footer's legal pages, and none from the header", async () => {
    const links = await menuLinkedSlugs(ctx.database.db);
    expect([...links.footer].sort()).toEqual(["accessibility", "privacy", "terms"]);
    expect([...links.header]).toEqual([]);
  });

  it("follow the menus as saved in /admin/navigation: a page linked from the header is marked, and a legal page the footer no longer links can be deleted", async () => {
    const admin = await ctx.signedIn();
    const privacy = (await admin.post("/api/pages").send(legal())).body;
    const news = (await admin.post("/api/pages").send(legal({ title: "News", slug: "news" }))).body;
    const saved = await admin.put("/api/navigation").send({
      header: [{ label: "News", href: "/page/news" }],
      footer: [],
      legal: [{ label: "Terms of Service", href: "/terms" }],
    });
    expect(saved.status).toBe(200);

    const links = await menuLinkedSlugs(ctx.database.db);
    expect([...links.header]).toEqual(["news"]);
    expect([...links.footer]).toEqual(["terms"]);
    const list = await admin.get("/api/pages");
    expect(list.body.map((p: { slug: string; linkedFrom: string[] }) => [p.slug, p.linkedFrom])).toEqual([
      ["privacy", []],
      ["news", ["header"]],
    ]);
    expect((await admin.delete(`/api/pages/${privacy.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/pages/${news.id}`)).status).toBe(204);
  });

  it("are marked in Page Management's answers", async () => {
    const admin = await ctx.signedIn();
    const privacy = await admin.post("/api/pages").send(legal());
    expect(privacy.status).toBe(201);
    expect(privacy.body.linkedFrom).toEqual(["footer"]);
    await admin.post("/api/pages").send(legal({ title: "News", slug: "news" }));
    const list = await admin.get("/api/pages");
    expect(list.body.map((p: { slug: string; linkedFrom: string[] }) => [p.slug, p.linkedFrom])).toEqual([
      ["privacy", ["footer"]],
      ["news", []],
    ]);
  });

  it("refuses to delete, unpublish or move a legal page the footer links to, and changes nothing", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/pages").send(legal())).body;

    const deleted = await admin.delete(`/api/pages/${id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(`The footer links to this page, so it cannot be deleted. ${LOCKED}`);

    const unpublished = await admin.put(`/api/pages/${id}`).send({ isPublished: false });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.message).toBe(`The footer links to this page, so it cannot be unpublished. ${LOCKED}`);
    expect(unpublished.body.fieldErrors.isPublished).toEqual([unpublished.body.message]);

    const moved = await admin.put(`/api/pages/${id}`).send({ slug: "privacy-policy", title: "Moved" });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`The footer links to this page, so it cannot be given another slug. ${LOCKED}`);
    expect(moved.body.fieldErrors.slug).toEqual([moved.body.message]);

    const page = await ctx.anonymous().get("/api/pages/slug/privacy");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: "Privacy Policy", isPublished: true });
    expect((await ctx.anonymous().get("/api/pages/slug/privacy-policy")).status).toBe(404);
    expect((await admin.get(`/api/pages/${id}/revisions`)).body).toHaveLength(1);
  });

  it("still lets the legal page's words be edited, and other pages be unpublished and deleted", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/pages").send(legal())).body;
    const edited = await admin.put(`/api/pages/${id}`).send(legal({ title: "Our Privacy Policy" }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Our Privacy Policy", linkedFrom: ["footer"] });

    const news = (await admin.post("/api/pages").send(legal({ slug: "news" }))).body;
    expect((await admin.put(`/api/pages/${news.id}`).send({ isPublished: false, slug: "old-news" })).status).toBe(200);
    expect((await admin.delete(`/api/pages/${news.id}`)).status).toBe(204);
  });

  it("refuses to restore a revision that would move the legal page away from its address", async () => {
    const admin = await ctx.signedIn();
    // A draft written at another slug, then moved to the legal address: its first revision is elsewhere.
    const { id } = (await admin.post("/api/pages").send(legal({ slug: "privacy-draft", isPublished: false }))).body;
    expect((await admin.put(`/api/pages/${id}`).send({ slug: "privacy", isPublished: true })).status).toBe(200);
    const [, first] = (await admin.get(`/api/pages/${id}/revisions`)).body as { id: number }[];
    const restored = await admin.post(`/api/pages/${id}/revisions/${first!.id}/restore`).send({});
    expect(restored.status).toBe(409);
    expect(restored.body.message).toMatch(/footer links to this page/);
    expect((await ctx.anonymous().get("/api/pages/slug/privacy")).status).toBe(200);
  });
});
