import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "@shared/tables";
import { faqItemBody, logoBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { fixture, useTestApp } from "../test/harness";
import { storedSettings } from "../test/settings";
import { queryData } from "../test/site-html";

const ctx = useTestApp();

const member = (name: string) => teamMemberBody({ name, sortOrder: 999 });
const logo = (clientName: string) => logoBody({ clientName });
const testimonial = (clientName: string) => testimonialBody({ clientName });
const faq = (question: string) => faqItemBody({ question });
const region = (title: string) => ({
  title,
  subtitle: "Laws",
  icon: "globe",
  details: [{ title: "A", description: "B" }],
});
const names = (rows: { name?: string; clientName?: string; question?: string; title?: string }[]) =>
  rows.map((r) => r.name ?? r.clientName ?? r.question ?? r.title);

describe("public reads come from the cache, with validators", () => {
  it("answers with a strong ETag and 304 when the browser already has the answer", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send(member("Ada"));
    const first = await ctx.anonymous().get("/api/team");
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await ctx.anonymous().get("/api/team").set("If-None-Match", first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const weak = await ctx.anonymous().get("/api/team").set("If-None-Match", `"other", W/${first.headers.etag}`);
    expect(weak.status).toBe(304);
  });

  it("gives a new ETag once the data changes", async () => {
    const admin = await ctx.signedIn();
    const before = await ctx.anonymous().get("/api/logos");
    await admin.post("/api/logos").send(logo("Acme"));
    const after = await ctx.anonymous().get("/api/logos").set("If-None-Match", before.headers.etag!);
    expect(after.status).toBe(200);
    expect(names(after.body)).toEqual(["Acme"]);
  });

  it("answers from memory with the same security headers as every other answer", async () => {
    const first = await ctx.anonymous().get("/api/settings");
    const second = await ctx.anonymous().get("/api/settings");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "strict-transport-security",
      "etag",
      "cache-control",
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers HEAD with the headers only", async () => {
    const res = await ctx.anonymous().head("/api/settings");
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.text ?? "").toBe("");
  });

  it("compresses large answers once and serves the stored copy", async () => {
    const admin = await ctx.signedIn();
    for (let i = 0; i < 6; i++)
      await admin.post("/api/testimonials").send({ ...testimonial(`Client ${i}`), content: "Glowing. ".repeat(60) });
    for (const encoding of ["br", "gzip"]) {
      const res = await ctx.anonymous().get("/api/testimonials").set("Accept-Encoding", encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.body).toHaveLength(6);
    }
  });

  it("creates no session for a visitor's reads", async () => {
    const before = await ctx.database.db.execute(sql`select count(*)::int as n from session`);
    for (const url of ["/api/team", "/api/settings", "/api/health", "/api/auth/me", "/"]) {
      const res = await ctx.anonymous().get(url);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const after = await ctx.database.db.execute(sql`select count(*)::int as n from session`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe("a read right after a write returns the new data", () => {
  const collections = [
    { path: "/api/team", make: member, reorderKey: "teamOrders", rename: { name: "Renamed" } },
    { path: "/api/logos", make: logo, reorderKey: "logoOrders", rename: { clientName: "Renamed" } },
    {
      path: "/api/testimonials",
      make: testimonial,
      reorderKey: "testimonialOrders",
      rename: { clientName: "Renamed" },
    },
    { path: "/api/faq", make: faq, reorderKey: "faqOrders", rename: { question: "Renamed" } },
    { path: "/api/standards", make: region, reorderKey: "standardsOrders", rename: { title: "Renamed" } },
  ];

  for (const c of collections) {
    it(`${c.path}: create, update, reorder and delete`, async () => {
      const admin = await ctx.signedIn();
      const visitor = ctx.anonymous();
      expect((await visitor.get(c.path)).body).toEqual([]);
      const a = (await admin.post(c.path).send(c.make("A"))).body;
      expect(names((await visitor.get(c.path)).body)).toEqual(["A"]);
      const b = (await admin.post(c.path).send(c.make("B"))).body;
      expect(names((await visitor.get(c.path)).body)).toEqual(["A", "B"]);
      await admin.put(`${c.path}/${a.id}`).send(c.rename);
      expect(names((await visitor.get(c.path)).body)).toEqual(["Renamed", "B"]);
      await admin.post(`${c.path}/reorder`).send({
        [c.reorderKey]: [
          { id: b.id, sortOrder: 1 },
          { id: a.id, sortOrder: 2 },
        ],
      });
      expect(names((await visitor.get(c.path)).body)).toEqual(["B", "Renamed"]);
      await admin.delete(`${c.path}/${b.id}`);
      expect(names((await visitor.get(c.path)).body)).toEqual(["Renamed"]);
    });
  }

  it("/api/settings: a saved value and an uploaded company logo", async () => {
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    expect(storedSettings((await visitor.get("/api/settings")).body)).toEqual([]);
    await admin.post("/api/settings/companyName").send({ value: "Acme Access" });
    const value = (rows: { settingKey: string; settingValue: string }[], key: string) =>
      rows.find((r) => r.settingKey === key)?.settingValue;
    expect(value((await visitor.get("/api/settings")).body, "companyName")).toBe("Acme Access");
    const upload = await admin.post("/api/settings/upload/logo").attach("image", fixture("logo.png"));
    expect(upload.status).toBe(201);
    expect(value((await visitor.get("/api/settings")).body, "companyLogo")).toBe(upload.body.logoUrl);
  });

  it("/api/pages/slug: publish, edit, unpublish and delete", async () => {
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    expect((await visitor.get("/api/pages/slug/news")).status).toBe(404);
    const page = (
      await admin.post("/api/pages").send({ title: "News", slug: "news", content: "<p>One</p>", isPublished: true })
    ).body;
    expect((await visitor.get("/api/pages/slug/news")).body.content).toBe("<p>One</p>");
    await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Two</p>" });
    expect((await visitor.get("/api/pages/slug/news")).body.content).toBe("<p>Two</p>");
    await admin.put(`/api/pages/${page.id}`).send({ isPublished: false });
    expect((await visitor.get("/api/pages/slug/news")).status).toBe(404);
    // The administrator still previews the draft at the same address.
    expect((await admin.get("/api/pages/slug/news")).body.content).toBe("<p>Two</p>");
    await admin.put(`/api/pages/${page.id}`).send({ isPublished: true });
    expect((await visitor.get("/api/pages/slug/news")).status).toBe(200);
    await admin.delete(`/api/pages/${page.id}`);
    expect((await visitor.get("/api/pages/slug/news")).status).toBe(404);
  });

  it("keeps a refused write from changing what visitors read", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send(member("Ada"));
    const before = await ctx.anonymous().get("/api/team");
    expect((await ctx.anonymous().post("/api/team").send(member("Intruder"))).status).toBe(401);
    expect((await admin.post("/api/team").send({ name: "" })).status).toBe(400);
    const after = await ctx.anonymous().get("/api/team").set("If-None-Match", before.headers.etag!);
    expect(after.status).toBe(304);
  });
});

// The media library keeps each image's words (alt text, decorative) and focal point; the public reads carry them
// beside the rows that show the image, so every place uses the library's words unless it has its own.
describe("public reads carry the media library's words for their images", () => {
  const upload = (n: number) => `${"b".repeat(31)}${n}`;
  const library = (n: number, fields: Partial<typeof media.$inferInsert> = {}) => ({
    uploadId: upload(n),
    url: `/uploads/${upload(n)}-800x600.jpg`,
    name: `photo-${n}.jpg`,
    contentType: "image/jpeg",
    ...fields,
  });

  it("gives each image in the library its entry's words and focal point, and leaves the others as they were", async () => {
    await ctx.database.db
      .insert(media)
      .values([
        library(1, { altText: "Ada at the lectern", focalX: 30, focalY: 20 }),
        library(2, { decorative: true }),
        library(3, { altText: "Acme's logo" }),
        library(4, { altText: "Our logo" }),
      ]);
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send(member("Ada"));
    await admin.post("/api/team").send({ ...member("Bo"), imageUrl: `/uploads/${upload(1)}-800x600.w320.webp` });
    await admin.post("/api/team").send({ ...member("Cy"), imageUrl: "https://cdn.example.com/cy.jpg" });
    await admin
      .post("/api/logos")
      .send({ ...logo("Acme"), logoUrl: `https://www.example.org/uploads/${upload(3)}.png` });
    await admin
      .post("/api/testimonials")
      .send({ ...testimonial("Beta"), avatarUrl: `/uploads/${upload(2)}-800x600.jpg`, companyLogoUrl: null });
    await admin.post("/api/settings/companyLogo").send({ value: `/uploads/${upload(4)}-800x600.jpg` });

    const visitor = ctx.anonymous();
    const team = (await visitor.get("/api/team")).body;
    expect(team.map((row: { name: string; media?: unknown }) => [row.name, row.media])).toEqual([
      ["Ada", undefined],
      ["Bo", { imageUrl: { altText: "Ada at the lectern", decorative: false, focalX: 30, focalY: 20 } }],
      ["Cy", undefined],
    ]);
    expect((await visitor.get("/api/logos")).body[0].media).toEqual({
      logoUrl: { altText: "Acme's logo", decorative: false, focalX: 50, focalY: 50 },
    });
    expect((await visitor.get("/api/testimonials")).body[0].media).toEqual({
      avatarUrl: { altText: null, decorative: true, focalX: 50, focalY: 50 },
    });
    const settings = (await visitor.get("/api/settings")).body as { settingKey: string; media?: unknown }[];
    expect(settings.find((row) => row.settingKey === "companyLogo")?.media).toEqual({
      settingValue: { altText: "Our logo", decorative: false, focalX: 50, focalY: 50 },
    });
    expect(settings.filter((row) => row.media)).toHaveLength(1);

    // The first screens are made from the same answers.
    const about = (await visitor.get("/about")).text;
    expect(queryData(about, "/api/team")).toEqual(team);
    const home = (await visitor.get("/")).text;
    expect(queryData(home, "/api/settings")).toContainEqual(
      expect.objectContaining({ settingKey: "companyLogo", media: expect.any(Object) }),
    );
  });
});
