import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type request from "supertest";
import { describe, expect, it } from "vitest";
import type { MediaDetail, MediaListPage, MediaSummary } from "@shared/schema";
import { media } from "@shared/tables";
import { pageBody, teamMemberBody } from "@shared/test/rows";
import { writes } from "../../test/activity";
import { fixture, useTestApp } from "../../test/harness";
import { idOf, uploadFiles } from "../../test/upload-files";
import { STALE_EDIT_MESSAGE } from "../versioned-update";
import { IN_USE_MESSAGE } from "./service";

// The media library's endpoints: the list, one image with its uses, uploads, edits, deletes and "Replace file".
describe("the media library", () => {
  const ctx = useTestApp();
  const { filesOf, expectServed } = uploadFiles(ctx);

  /** A photo of `width` x `height` pixels, as JPEG. */
  const photo = (width = 400, height = 200) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();

  async function addImage(admin: request.Agent, name = "bicycle.jpg", fields: Record<string, string> = {}) {
    let req = admin.post("/api/media");
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const res = await req.attach("image", await photo(), name);
    expect(res.status, res.text).toBe(201);
    return res.body as MediaSummary;
  }

  const rowCount = async () => (await ctx.database.db.select().from(media)).length;

  describe("POST /api/media", () => {
    it("stores the image and answers its entry, named after the file, with a thumbnail and no uses", async () => {
      const admin = await ctx.signedIn({ username: "grace" });
      const entry = await addImage(admin, "Red bicycle.jpg", { altText: "A red bicycle against a wall" });
      expect(entry).toMatchObject({
        name: "Red bicycle.jpg",
        contentType: "image/jpeg",
        width: 400,
        height: 200,
        altText: "A red bicycle against a wall",
        decorative: false,
        focalX: 50,
        focalY: 50,
        usageCount: 0,
        uploadedByName: "grace",
        previousUploadIds: [],
      });
      expect(entry.url).toMatch(new RegExp(`^/uploads/${entry.uploadId}-400x200\\.jpg$`));
      expect(entry.thumbnailUrl).toBe(`/uploads/${entry.uploadId}-400x200.w320.webp`);
      expect(entry.bytes).toBeGreaterThan(100);
      await expectServed(entry.url, 200);
      await expectServed(entry.thumbnailUrl, 200);
    });

    it("takes SVG, a decorative mark, and a file without a name", async () => {
      const admin = await ctx.signedIn();
      const svg = await admin.post("/api/media").field("decorative", "true").attach("image", fixture("logo.svg"));
      expect(svg.status).toBe(201);
      expect(svg.body).toMatchObject({ contentType: "image/svg+xml", width: null, decorative: true, name: "logo.svg" });
      expect(svg.body.thumbnailUrl).toBe(svg.body.url);
      const unnamed = await admin.post("/api/media").attach("image", await photo(), { filename: "   " });
      expect([201, 400]).toContain(unnamed.status);
      if (unnamed.status === 201) expect(unnamed.body.name).toBe("image");
    });

    it.each([
      ["a text file named .png", fixture("not-an-image.png"), 400, /not a supported image/],
      [
        "a file over 5 MB",
        Buffer.concat([fs.readFileSync(fixture("logo.png")), Buffer.alloc(5 * 1024 * 1024)]),
        413,
        /5MB/,
      ],
    ])("refuses %s with a clear message and stores nothing", async (_what, file, status, message) => {
      const admin = await ctx.signedIn();
      const before = await ctx.storedNames();
      const res = await admin.post("/api/media").attach("image", file, "photo.png");
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await ctx.storedNames()).toEqual(before);
      expect(await rowCount()).toBe(0);
    });

    it("refuses bad form fields before storing anything", async () => {
      const admin = await ctx.signedIn();
      const before = await ctx.storedNames();
      for (const [field, value, message] of [
        ["decorative", "maybe", "Decorative must be true or false"],
        ["altText", "x".repeat(301), "Alt text must be at most 300 characters"],
        ["colour", "red", "Unrecognized key"],
      ]) {
        const res = await admin
          .post("/api/media")
          .field(field!, value!)
          .attach("image", await photo(), "a.jpg");
        expect(res.status, field).toBe(400);
        expect(res.body.message, field).toContain(message);
      }
      expect((await admin.post("/api/media")).status).toBe(400);
      expect(await ctx.storedNames()).toEqual(before);
      expect(await rowCount()).toBe(0);
    });
  });

  it("every upload endpoint adds what it stores to the library, with its id in the answer", async () => {
    const admin = await ctx.signedIn({ username: "ada" });
    for (const [endpoint, field] of [
      ["/api/team/upload", "imageUrl"],
      ["/api/logos/upload", "logoUrl"],
      ["/api/testimonials/upload/avatar", "avatarUrl"],
      ["/api/testimonials/upload/logo", "companyLogoUrl"],
      ["/api/pages/upload", "imageUrl"],
      ["/api/settings/upload/logo", "logoUrl"],
    ] as const) {
      const res = await admin.post(endpoint).attach("image", await photo(300, 300), "Portrait.jpg");
      expect(res.status, endpoint).toBe(201);
      const detail = (await admin.get(`/api/media/${res.body.mediaId}`)).body as MediaDetail;
      expect(detail, endpoint).toMatchObject({
        url: res.body[field],
        name: "Portrait.jpg",
        contentType: "image/jpeg",
        width: 300,
        height: 300,
        uploadedByName: "ada",
      });
    }
    // The company logo upload also saves the setting: that one is in use.
    const { items } = (await admin.get("/api/media?pageSize=10")).body as MediaListPage;
    expect(items.map((item) => item.usageCount)).toEqual([1, 0, 0, 0, 0, 0]);
  });

  describe("GET /api/media", () => {
    it("lists newest first, in pages, searched by name, alt text and caption", async () => {
      const admin = await ctx.signedIn();
      const a = await addImage(admin, "office.jpg", { altText: "Our office at night" });
      const b = await addImage(admin, "team 100%.jpg");
      const c = await addImage(admin, "logo.jpg");
      await admin.patch(`/api/media/${c.id}`).send({ caption: "The NIGHT shift" });

      const all = (await admin.get("/api/media")).body as MediaListPage;
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50 });
      expect(all.items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);

      const second = (await admin.get("/api/media?page=2&pageSize=2")).body as MediaListPage;
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((item) => item.id)).toEqual([a.id]);
      expect((await admin.get("/api/media?page=5&pageSize=2")).body).toMatchObject({ items: [], total: 3 });

      const night = (await admin.get("/api/media?q=night")).body as MediaListPage;
      expect(night.items.map((item) => item.id)).toEqual([c.id, a.id]);
      // A wildcard is taken literally.
      const percent = (await admin.get(`/api/media?q=${encodeURIComponent("0%")}`)).body as MediaListPage;
      expect(percent.items.map((item) => item.id)).toEqual([b.id]);
      expect((await admin.get("/api/media?q=_")).body.total).toBe(0);
    });

    it("filters the images no place uses, and those missing alt text", async () => {
      const admin = await ctx.signedIn();
      const used = await addImage(admin, "used.jpg", { altText: "Ann smiling" });
      const fileName = await addImage(admin, "f.jpg", { altText: "IMG_2041.JPG " });
      const decorative = await addImage(admin, "d.jpg", { decorative: "true" });
      const none = await addImage(admin, "n.jpg");
      await admin.post("/api/team").send(teamMemberBody({ imageUrl: used.url }));

      const unused = (await admin.get("/api/media?unused=true")).body as MediaListPage;
      expect(unused.items.map((item) => item.id)).toEqual([none.id, decorative.id, fileName.id]);
      expect(unused.total).toBe(3);
      const missing = (await admin.get("/api/media?missingAlt=1")).body as MediaListPage;
      expect(missing.items.map((item) => item.id)).toEqual([none.id, fileName.id]);
      const both = (await admin.get("/api/media?missingAlt=true&unused=true&q=n.jpg")).body as MediaListPage;
      expect(both.items.map((item) => item.id)).toEqual([none.id]);
      const usedOnes = (await admin.get("/api/media?unused=false")).body as MediaListPage;
      expect(usedOnes.total).toBe(4);
      expect(usedOnes.items.find((item) => item.id === used.id)?.usageCount).toBe(1);
    });

    it.each([
      ["?page=0", "page must be 1 or more"],
      ["?pageSize=1000", "pageSize must be at most 100"],
      ["?unused=yes", "unused must be true or false"],
      ["?sort=name", "Unrecognized key"],
      ["?q=a&q=b", "q must be given once, as text"],
    ])("answers %s with a 400 that says why", async (query, message) => {
      const admin = await ctx.signedIn();
      const res = await admin.get(`/api/media${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe("GET /api/media/:id", () => {
    it("lists each place that uses the image, with where it is edited", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin, "ann.jpg", { altText: "Ann" });
      await admin.post("/api/team").send(teamMemberBody({ name: "Ann Lee", imageUrl: entry.url }));
      await admin
        .post("/api/pages")
        .send(pageBody({ title: "About us", slug: "about-us", content: `<img src="${entry.url}" alt="">` }));

      const detail = (await admin.get(`/api/media/${entry.id}`)).body as MediaDetail;
      expect(detail.usageCount).toBe(2);
      expect(detail.usages).toEqual([
        { kind: "page", label: "About us", href: "/admin/pages?search=about-us" },
        { kind: "teamMember", label: "Ann Lee", href: "/admin/team" },
      ]);
    });

    it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
      const admin = await ctx.signedIn();
      expect((await admin.get("/api/media/999")).body).toEqual({ message: "Image 999 was not found" });
      const bad = await admin.get("/api/media/abc");
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('"abc" is not a valid id');
    });
  });

  describe("PATCH /api/media/:id", () => {
    it("changes the words and the focal point; decorative clears nothing else", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin, "a.jpg", { altText: "A bicycle" });
      const res = await admin.patch(`/api/media/${entry.id}`).send({
        name: "Bicycle",
        caption: "In Utrecht",
        credit: "Photo: Ann Lee",
        focalX: 20.04,
        focalY: 80,
        decorative: true,
        expectedUpdatedAt: entry.updatedAt,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: "Bicycle",
        altText: "A bicycle",
        decorative: true,
        caption: "In Utrecht",
        credit: "Photo: Ann Lee",
        focalX: 20,
        focalY: 80,
        usageCount: 0,
        thumbnailUrl: entry.thumbnailUrl,
      });
      // Empty text clears a field.
      expect((await admin.patch(`/api/media/${entry.id}`).send({ caption: "" })).body.caption).toBeNull();
    });

    it("refuses a stale save with 409, an unknown id with 404 and bad input with 400", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin);
      expect((await admin.patch(`/api/media/${entry.id}`).send({ altText: "First" })).status).toBe(200);
      const stale = await admin
        .patch(`/api/media/${entry.id}`)
        .send({ altText: "Second", expectedUpdatedAt: entry.updatedAt });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(STALE_EDIT_MESSAGE);
      expect((await admin.get(`/api/media/${entry.id}`)).body.altText).toBe("First");

      expect((await admin.patch("/api/media/999").send({ altText: "x" })).body).toEqual({
        message: "Image 999 was not found",
      });
      for (const body of [{}, { focalX: 101 }, { decorative: "yes" }, { url: "/uploads/x.png" }, { name: "" }]) {
        const res = await admin.patch(`/api/media/${entry.id}`).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.body.message).toBe("string");
      }
      expect((await admin.patch("/api/media/x").send({ altText: "x" })).status).toBe(400);
    });
  });

  describe("DELETE /api/media/:id", () => {
    it("is refused while a place uses the image, listing the places, and changes nothing", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin);
      const member = (await admin.post("/api/team").send(teamMemberBody({ name: "Bo", imageUrl: entry.url }))).body;

      const refused = await admin.delete(`/api/media/${entry.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: IN_USE_MESSAGE,
        usages: [{ kind: "teamMember", label: "Bo", href: "/admin/team" }],
      });
      expect((await admin.get(`/api/media/${entry.id}`)).status).toBe(200);
      await expectServed(entry.url, 200);

      // The team member goes: the library still keeps the image until it is deleted there.
      const names = await filesOf(entry.url);
      expect((await admin.delete(`/api/team/${member.id}`)).status).toBe(204);
      await expectServed(entry.url, 200, names);
      expect((await admin.delete(`/api/media/${entry.id}`)).status).toBe(204);
      await expectServed(entry.url, 404, names);
      expect((await admin.get(`/api/media/${entry.id}`)).status).toBe(404);
    });

    it("counts a page's earlier versions as uses", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin);
      const page = (
        await admin
          .post("/api/pages")
          .send(pageBody({ title: "News", slug: "news", content: `<img src="${entry.url}">` }))
      ).body;
      await admin.put(`/api/pages/${page.id}`).send({ content: "<p>No image now</p>" });
      const refused = await admin.delete(`/api/media/${entry.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.usages).toEqual([
        { kind: "pageRevision", label: "News (earlier version)", href: "/admin/pages?search=news" },
      ]);
    });

    it("answers 404 for an unknown id and 400 for a bad one", async () => {
      const admin = await ctx.signedIn();
      expect((await admin.delete("/api/media/999")).status).toBe(404);
      expect((await admin.delete("/api/media/-1")).status).toBe(400);
    });
  });

  describe("POST /api/media/:id/replace", () => {
    it("puts the new file behind every current use, keeps the words, and leaves earlier page versions alone", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin, "old.jpg", { altText: "The team in 2023" });
      await admin.patch(`/api/media/${entry.id}`).send({ caption: "Summer", focalX: 30 });
      const copy = (await filesOf(entry.url)).find((name) => name.includes(".w160.webp"))!;
      const member = (await admin.post("/api/team").send(teamMemberBody({ name: "Cy", imageUrl: entry.url }))).body;
      const html = `<img src="${entry.url}" srcset="https://www.example.com/uploads/${copy} 160w" alt="">`;
      const page = (await admin.post("/api/pages").send(pageBody({ title: "Team", slug: "our-team", content: html })))
        .body;
      // Warm the public read cache: the replacement must clear it.
      expect((await ctx.anonymous().get("/api/team")).body[0].imageUrl).toBe(entry.url);
      const oldNames = await filesOf(entry.url);

      const res = await admin.post(`/api/media/${entry.id}/replace`).attach("image", await photo(600, 300), "new.jpg");
      expect(res.status).toBe(200);
      const replaced = res.body as MediaSummary;
      expect(replaced).toMatchObject({
        id: entry.id,
        name: "old.jpg",
        altText: "The team in 2023",
        caption: "Summer",
        focalX: 30,
        width: 600,
        height: 300,
        previousUploadIds: [entry.uploadId],
        usageCount: 3,
      });
      expect(replaced.url).toMatch(/-600x300\.jpg$/);
      expect(replaced.uploadId).not.toBe(entry.uploadId);

      expect((await ctx.anonymous().get("/api/team")).body[0].imageUrl).toBe(replaced.url);
      expect((await admin.get(`/api/team`)).body.find((m: { id: number }) => m.id === member.id).imageUrl).toBe(
        replaced.url,
      );
      const current = (await admin.get(`/api/pages/${page.id}`)).body.content as string;
      expect(current).toBe(`<img src="${replaced.url}" srcset="https://www.example.com${replaced.url} 160w" alt="">`);
      // The earlier version still shows the old file, which is kept for it.
      const revisions = (await admin.get(`/api/pages/${page.id}/revisions`)).body as { id: number }[];
      const first = (await admin.get(`/api/pages/${page.id}/revisions/${revisions.at(-1)!.id}`)).body;
      expect(first.content).toBe(html);
      await expectServed(entry.url, 200, oldNames);

      const detail = (await admin.get(`/api/media/${entry.id}`)).body as MediaDetail;
      expect(detail.usages).toEqual([
        { kind: "page", label: "Team", href: "/admin/pages?search=our-team" },
        { kind: "teamMember", label: "Cy", href: "/admin/team" },
        {
          kind: "pageRevision",
          label: "Team (earlier version)",
          href: "/admin/pages?search=our-team",
          previousFile: true,
        },
      ]);
      expect((await ctx.database.db.select().from(media).where(eq(media.id, entry.id)))[0]!.url).toBe(replaced.url);
      expect((await writes(admin)).at(-1)).toMatchObject({
        action: "create",
        entityType: "media",
        entityId: String(entry.id),
        summary: 'Replaced the file of the image "old.jpg"',
      });
    });

    it("removes the old files when nothing else shows them", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin);
      const oldNames = await filesOf(entry.url);
      const res = await admin.post(`/api/media/${entry.id}/replace`).attach("image", fixture("logo.svg"));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ contentType: "image/svg+xml", width: null, previousUploadIds: [] });
      await expectServed(entry.url, 404, oldNames);
      await expectServed(res.body.url, 200);
    });

    it("refuses a bad file or an unknown entry and changes nothing", async () => {
      const admin = await ctx.signedIn();
      const entry = await addImage(admin);
      const before = await ctx.storedNames();
      const bad = await admin.post(`/api/media/${entry.id}/replace`).attach("image", fixture("not-an-image.png"));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/not a supported image/);
      const unknown = await admin.post("/api/media/999/replace").attach("image", await photo(), "a.jpg");
      expect(unknown.status).toBe(404);
      expect((await admin.post("/api/media/abc/replace").attach("image", await photo(), "a.jpg")).status).toBe(400);
      expect(await ctx.storedNames()).toEqual(before);
      expect((await admin.get(`/api/media/${entry.id}`)).body.url).toBe(entry.url);
      expect(await rowCount()).toBe(1);
    });
  });

  it("records each write in the activity log", async () => {
    const admin = await ctx.signedIn();
    const entry = await addImage(admin, "gate.jpg");
    await admin.patch(`/api/media/${entry.id}`).send({ altText: "A gate" });
    await admin.delete(`/api/media/${entry.id}`);
    await ctx.activityWritten();
    expect(await writes(admin)).toEqual([
      expect.objectContaining({
        action: "create",
        entityType: "media",
        entityId: String(entry.id),
        summary: 'Added the image "gate.jpg"',
      }),
      expect.objectContaining({ action: "update", entityType: "media", summary: 'Changed the image "gate.jpg"' }),
      expect.objectContaining({ action: "delete", entityType: "media", summary: 'Deleted the image "gate.jpg"' }),
    ]);
  });

  it("keeps an upload whose dialog was cancelled in the library, with its files", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/team/upload").attach("image", await photo(), "cancelled.jpg");
    const url = res.body.imageUrl as string;
    const { items } = (await admin.get("/api/media?unused=true")).body as MediaListPage;
    expect(items).toEqual([expect.objectContaining({ id: res.body.mediaId, url, name: "cancelled.jpg" })]);
    expect(idOf(url)).toBe(items[0]!.uploadId);
    await expectServed(url, 200);
  });
});
