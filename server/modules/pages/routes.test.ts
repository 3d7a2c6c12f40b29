import { describe, expect, it } from "vitest";
import { pageRevisions } from "@shared/tables";
import { fixture, useTestApp } from "../../test/harness";

const ctx = useTestApp();

const page = (over: Record<string, unknown> = {}) => ({
  title: "Accessibility Statement",
  slug: "accessibility-statement",
  content: "<p>We aim for WCAG 2.2 AA.</p>",
  metaTitle: "",
  metaDescription: "How we make our site accessible",
  isPublished: true,
  ...over,
});

describe("pages", () => {
  it("creates, lists, updates and deletes a page", async () => {
    const admin = await ctx.signedIn();
    const created = await admin.post("/api/pages").send(page());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "accessibility-statement", metaTitle: null, isPublished: true });

    const updated = await admin
      .put(`/api/pages/${created.body.id}`)
      .send(page({ title: "Statement", isPublished: false }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Statement", isPublished: false });

    const list = await admin.get("/api/pages");
    expect(list.body.map((p: { title: string }) => p.title)).toEqual(["Statement"]);

    expect((await admin.delete(`/api/pages/${created.body.id}`)).status).toBe(204);
    expect((await admin.get("/api/pages")).body).toEqual([]);
    expect((await admin.put(`/api/pages/${created.body.id}`).send(page())).status).toBe(404);
  });

  it("shows published pages to everyone by slug, and drafts only to administrators", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/pages").send(page({ slug: "live" }));
    await admin.post("/api/pages").send(page({ slug: "draft", isPublished: false }));

    const live = await ctx.anonymous().get("/api/pages/slug/live");
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ title: "Accessibility Statement", content: "<p>We aim for WCAG 2.2 AA.</p>" });

    const hidden = await ctx.anonymous().get("/api/pages/slug/draft");
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: "Page not found" });
    expect((await (await ctx.signedIn({ isAdmin: false })).get("/api/pages/slug/draft")).status).toBe(404);
    expect((await admin.get("/api/pages/slug/draft")).status).toBe(200);
    expect((await ctx.anonymous().get("/api/pages/slug/missing")).status).toBe(404);
  });

  it("previews a page never published to administrators only, kept by no cache and listed nowhere", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/pages").send(page({ title: "Coming Soon", slug: "coming-soon", isPublished: false }));

    const json = await admin.get("/api/pages/slug/coming-soon");
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ title: "Coming Soon", isPublished: false });
    expect(json.headers["cache-control"]).toBe("private, no-store");
    const html = await admin.get("/page/coming-soon");
    expect(html.status).toBe(200);
    expect(html.headers["cache-control"]).toBe("private, no-store");
    expect(html.text).toContain('content="noindex');

    // What the administrator saw went into no answer kept for visitors.
    for (const path of ["/api/pages/slug/coming-soon", "/page/coming-soon", "/coming-soon"]) {
      const visitor = await ctx.anonymous().get(path);
      expect(visitor.status, path).toBe(404);
      expect(visitor.text, path).not.toContain("We aim for WCAG");
    }
    // A request carrying a cookie that signs nobody in is no better off.
    const stale = await ctx.anonymous().get("/api/pages/slug/coming-soon").set("Cookie", "sid=s%3Anobody.x");
    expect(stale.status).toBe(404);
    expect((await ctx.anonymous().get("/sitemap.xml")).text).not.toContain("coming-soon");
  });

  it("answers 409 for a slug that is taken, on create and on update", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/pages").send(page({ slug: "taken" }));
    const other = (await admin.post("/api/pages").send(page({ slug: "other" }))).body;
    const dup = await admin.post("/api/pages").send(page({ slug: "taken" }));
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors.slug).toEqual(["This slug is already used by another page"]);
    expect((await admin.put(`/api/pages/${other.id}`).send({ slug: "taken" })).status).toBe(409);
    // Saving a page with its own slug is fine.
    expect((await admin.put(`/api/pages/${other.id}`).send(page({ slug: "other" }))).status).toBe(200);
  });

  it("requires content, a well-formed slug, and refuses slugs the site itself uses", async () => {
    const admin = await ctx.signedIn();
    const empty = await admin.post("/api/pages").send(page({ content: "   " }));
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.content).toEqual(["Page content is required"]);
    expect((await admin.post("/api/pages").send(page({ slug: "Has Spaces" }))).body.fieldErrors.slug).toBeDefined();
    expect((await admin.post("/api/pages").send(page({ slug: "../etc" }))).status).toBe(400);
    const reserved = await admin.post("/api/pages").send(page({ slug: "services" }));
    expect(reserved.status).toBe(400);
    expect(reserved.body.fieldErrors.slug[0]).toMatch(/used by the website itself/);
    expect((await admin.post("/api/pages").send({ title: "No body" })).status).toBe(400);
  });

  it("keeps page HTML exactly as written (it is sanitized where it is shown)", async () => {
    const admin = await ctx.signedIn();
    const html = `<h2>Title</h2><img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await admin.post("/api/pages").send(page({ slug: "raw", content: html }));
    expect((await ctx.anonymous().get("/api/pages/slug/raw")).body.content).toBe(html);
  });

  it("stores an image for page content and answers its address; anything but an image is refused", async () => {
    const admin = await ctx.signedIn();
    const upload = await admin.post("/api/pages/upload").attach("image", fixture("logo.png"));
    expect(upload.status).toBe(201);
    expect(upload.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}[\w.-]*$/);
    expect((await admin.get(upload.body.imageUrl)).status).toBe(200);

    const text = await admin.post("/api/pages/upload").attach("image", Buffer.from("not an image"), "notes.png");
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/not a supported image/);
    expect((await admin.post("/api/pages/upload")).status).toBe(400);
  });
});

describe("page revisions", () => {
  type Summary = { id: number; title: string; slug: string; isPublished: boolean; author: string | null };
  const history = async (agent: Awaited<ReturnType<typeof ctx.signedIn>>, id: number) =>
    (await agent.get(`/api/pages/${id}/revisions`)).body as Summary[];

  it("keeps a revision for the create and for every save, newest first, with who saved it", async () => {
    const admin = await ctx.signedIn({ username: "editor-one" });
    const created = (await admin.post("/api/pages").send(page({ title: "First" }))).body;
    const other = await ctx.signedIn({ username: "editor-two" });
    await other.put(`/api/pages/${created.id}`).send({ title: "Second", isPublished: false });

    const list = await history(admin, created.id);
    expect(list.map((r) => [r.title, r.isPublished, r.author])).toEqual([
      ["Second", false, "editor-two"],
      ["First", true, "editor-one"],
    ]);
    // The list leaves the content out; one revision is opened to read it.
    expect(list[0]).not.toHaveProperty("content");
    const first = await admin.get(`/api/pages/${created.id}/revisions/${list[1]!.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      title: "First",
      slug: "accessibility-statement",
      content: "<p>We aim for WCAG 2.2 AA.</p>",
      metaTitle: null,
      metaDescription: "How we make our site accessible",
      isPublished: true,
      author: "editor-one",
    });
  });

  it("does not keep a revision for a save that was refused", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page())).body;
    await admin.post("/api/pages").send(page({ slug: "taken" }));
    expect((await admin.put(`/api/pages/${created.id}`).send({ slug: "taken" })).status).toBe(409);
    const stale = await admin
      .put(`/api/pages/${created.id}`)
      .send({ title: "Late", updatedAt: "2020-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
    expect(await history(admin, created.id)).toHaveLength(1);
  });

  it("restores an earlier revision as a new save, and the public page shows it", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page({ content: "<p>Version one</p>" }))).body;
    const edited = (
      await admin
        .put(`/api/pages/${created.id}`)
        .send({ title: "Renamed", slug: "renamed", content: "<p>Version two</p>" })
    ).body;
    const [, original] = await history(admin, created.id);

    const restored = await admin
      .post(`/api/pages/${created.id}/revisions/${original!.id}/restore`)
      .send({ updatedAt: edited.updatedAt });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      title: "Accessibility Statement",
      slug: "accessibility-statement",
      content: "<p>Version one</p>",
    });
    expect((await history(admin, created.id)).map((r) => r.title)).toEqual([
      "Accessibility Statement",
      "Renamed",
      "Accessibility Statement",
    ]);

    const live = await ctx.anonymous().get("/api/pages/slug/accessibility-statement");
    expect(live.body.content).toBe("<p>Version one</p>");
    expect((await ctx.anonymous().get("/api/pages/slug/renamed")).status).toBe(404);

    // The editor that restored has moved on; one still holding the old version is told so.
    const stale = await admin
      .post(`/api/pages/${created.id}/revisions/${original!.id}/restore`)
      .send({ updatedAt: edited.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
  });

  it("refuses to restore a slug another page uses now, with a clear message", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page({ slug: "first-slug" }))).body;
    await admin.put(`/api/pages/${created.id}`).send({ slug: "second-slug" });
    await admin.post("/api/pages").send(page({ slug: "first-slug", title: "Newcomer" }));
    const [, original] = await history(admin, created.id);

    const res = await admin.post(`/api/pages/${created.id}/revisions/${original!.id}/restore`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Another page now uses the address /page/first-slug. Change that page's slug first, or edit this page instead.",
    );
    expect((await admin.get("/api/pages/slug/second-slug")).status).toBe(200);
    expect(await history(admin, created.id)).toHaveLength(2);
  });

  it("answers 400 for ids that are not ids and 404 for pages or revisions that do not exist", async () => {
    const admin = await ctx.signedIn();
    const a = (await admin.post("/api/pages").send(page({ slug: "a" }))).body;
    const b = (await admin.post("/api/pages").send(page({ slug: "b" }))).body;
    const [revisionOfB] = await history(admin, b.id);

    expect((await admin.get("/api/pages/abc/revisions")).status).toBe(400);
    expect((await admin.get(`/api/pages/${a.id}/revisions/-1`)).status).toBe(400);
    expect((await admin.post(`/api/pages/${a.id}/revisions/x/restore`)).status).toBe(400);
    const badDate = await admin
      .post(`/api/pages/${a.id}/revisions/${revisionOfB!.id}/restore`)
      .send({ updatedAt: "yesterday" });
    expect(badDate.status).toBe(400);

    expect((await admin.get("/api/pages/999999/revisions")).body).toEqual({ message: "Page 999999 was not found" });
    expect((await admin.get("/api/pages/999999/revisions/1")).status).toBe(404);
    // A revision of another page is not this page's.
    const wrongPage = await admin.get(`/api/pages/${a.id}/revisions/${revisionOfB!.id}`);
    expect(wrongPage.status).toBe(404);
    expect((await admin.post(`/api/pages/${a.id}/revisions/${revisionOfB!.id}/restore`)).status).toBe(404);
    expect((await admin.get("/api/pages/slug/a")).body.id).toBe(a.id);
  });

  it("deletes a page's history with the page", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page())).body;
    await admin.put(`/api/pages/${created.id}`).send({ title: "Again" });
    const [latest] = await history(admin, created.id);
    expect((await admin.delete(`/api/pages/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/pages/${created.id}/revisions`)).status).toBe(404);
    expect((await admin.get(`/api/pages/${created.id}/revisions/${latest!.id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(pageRevisions)).toEqual([]);
  });

  it("is for administrators only", async () => {
    const admin = await ctx.signedIn();
    const created = (await admin.post("/api/pages").send(page())).body;
    const user = await ctx.signedIn({ isAdmin: false });
    expect((await user.get(`/api/pages/${created.id}/revisions`)).status).toBe(403);
    expect((await ctx.anonymous().get(`/api/pages/${created.id}/revisions`)).status).toBe(401);
  });
});
