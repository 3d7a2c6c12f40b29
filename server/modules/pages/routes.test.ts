import { describe, expect, it } from "vitest";
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

    const updated = await admin.put(`/api/pages/${created.body.id}`).send(page({ title: "Statement", isPublished: false }));
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
