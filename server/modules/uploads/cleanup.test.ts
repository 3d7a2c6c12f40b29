import { eq } from "drizzle-orm";
import type request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { media } from "@shared/tables";
import { logoBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";
import { STORAGE_BACKENDS } from "../../test/s3";
import { idOf, uploadFiles } from "../../test/upload-files";
import { sweepUploads } from "./cleanup";

// Removing an upload's files once nothing uses them. A library image is kept until it is deleted from the library,
// used or not; a file without a library entry (one from before the library, say) goes with the last record that
// uses it. Every test runs with uploads in a folder and in a bucket of an S3-compatible server.
describe.each(STORAGE_BACKENDS)("uploads kept on %s, removed with their last use", (backend) => {
  const ctx = useTestApp({}, { storage: backend });
  const files = uploadFiles(ctx);
  const { filesOf, served, expectServed } = files;

  /** Uploads through `endpoint` and takes the image out of the library again: a file the library does not keep. */
  async function upload(admin: request.Agent, endpoint: string, key: string, file?: string): Promise<string> {
    const url = await files.upload(admin, endpoint, key, file);
    await ctx.database.db.delete(media).where(eq(media.url, url));
    return url;
  }

  describe("a library image", () => {
    it("outlives its last record, and goes with its library entry", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post("/api/team/upload").attach("image", await files.photo(), "ann.jpg");
      const url = res.body.imageUrl as string;
      const names = await filesOf(url);
      const created = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url }))).body;
      expect((await admin.delete(`/api/team/${created.id}`)).status).toBe(204);
      await expectServed(url, 200, names);

      expect((await admin.delete(`/api/media/${res.body.mediaId}`)).status).toBe(204);
      await expectServed(url, 404, names);
      expect(await filesOf(url)).toEqual([]);
    });

    it("that no place ever used loses every file, the resized copies too, when its entry is deleted", async () => {
      const admin = await ctx.signedIn();
      const entry = (await admin.post("/api/media").attach("image", await files.photo(), "unused.jpg")).body;
      const names = await filesOf(entry.url);
      expect(names).toHaveLength(6);
      expect((await admin.delete(`/api/media/${entry.id}`)).status).toBe(204);
      await expectServed(entry.url, 404, names);
      expect(await filesOf(entry.url)).toEqual([]);
    });

    it("uploaded in a dialog that was then cancelled stays in the library, whatever its age", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post("/api/logos/upload").attach("image", await files.photo(), "cancelled.jpg");
      const names = await filesOf(res.body.logoUrl);
      const { removed } = await sweepUploads({ db: ctx.database.db, storage: ctx.storage, minAgeMs: 0 });
      expect(removed.filter((name) => names.includes(name))).toEqual([]);
      await expectServed(res.body.logoUrl, 200, names);
      expect((await admin.get(`/api/media/${res.body.mediaId}`)).body).toMatchObject({ url: res.body.logoUrl, usageCount: 0 });
    });

    it("replaced as a company logo stays in the library", async () => {
      const admin = await ctx.signedIn();
      const first = (await admin.post("/api/settings/upload/logo").attach("image", await files.photo(), "old.jpg")).body;
      await admin.post("/api/settings/upload/logo").attach("image", await files.photo(), "new.jpg");
      await expectServed(first.logoUrl, 200);
      expect((await admin.get(`/api/media/${first.mediaId}`)).body.usages).toEqual([]);
    });
  });

  it("deleting a team member makes their photo and all its copies answer 404", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/team/upload", "imageUrl");
    const names = await filesOf(url);
    expect(names).toHaveLength(6); // full size + WebP, and a WebP and a JPEG at 160 and 320 px
    const created = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url }))).body;
    await expectServed(url, 200);

    expect((await admin.delete(`/api/team/${created.id}`)).status).toBe(204);
    await expectServed(url, 404, names);
    expect(await filesOf(url)).toEqual([]);
  });

  it("replacing a client logo's image removes the old one and keeps the new one", async () => {
    const admin = await ctx.signedIn();
    const old = await upload(admin, "/api/logos/upload", "logoUrl");
    const logo = (await admin.post("/api/logos").send(logoBody({ logoUrl: old }))).body;
    // An edit that leaves the image alone keeps it.
    expect((await admin.put(`/api/logos/${logo.id}`).send({ clientName: "Acme Inc" })).status).toBe(200);
    await expectServed(old, 200);

    const replacement = await upload(admin, "/api/logos/upload", "logoUrl");
    const oldNames = await filesOf(old);
    expect((await admin.put(`/api/logos/${logo.id}`).send({ logoUrl: replacement })).status).toBe(200);
    await expectServed(old, 404, oldNames);
    await expectServed(replacement, 200);
  });

  it("deleting a testimonial removes both its avatar and its company logo", async () => {
    const admin = await ctx.signedIn();
    const avatar = await upload(admin, "/api/testimonials/upload/avatar", "avatarUrl");
    const logo = await upload(admin, "/api/testimonials/upload/logo", "companyLogoUrl", "logo.png");
    const created = await admin
      .post("/api/testimonials")
      .send(testimonialBody({ avatarUrl: avatar, companyLogoUrl: logo }));
    const names = [...(await filesOf(avatar)), ...(await filesOf(logo))];
    expect((await admin.delete(`/api/testimonials/${created.body.id}`)).status).toBe(204);
    for (const name of names) expect(await served(name), name).toBe(404);
  });

  it("a new company logo, uploaded or set, removes the previous one (an SVG is one file)", async () => {
    const admin = await ctx.signedIn();
    const svg = await upload(admin, "/api/settings/upload/logo", "logoUrl", "logo.svg");
    expect(await filesOf(svg)).toEqual([svg.slice("/uploads/".length)]);
    const png = await upload(admin, "/api/settings/upload/logo", "logoUrl", "logo.png");
    await expectServed(svg, 404, [svg.slice("/uploads/".length)]);
    await expectServed(png, 200);

    const pngNames = await filesOf(png);
    expect((await admin.post("/api/settings/companyLogo").send({ value: "https://cdn.example.com/logo.svg" })).status).toBe(200);
    await expectServed(png, 404, pngNames);
  });

  it("keeps a file another record still uses, and removes it with the last one", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/team/upload", "imageUrl");
    const names = await filesOf(url);
    const a = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url, name: "Ann" }))).body;
    const b = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url, name: "Bo" }))).body;
    // A client logo and the company logo using it too.
    const logo = (await admin.post("/api/logos").send(logoBody({ logoUrl: url }))).body;
    await admin.post("/api/settings/companyLogo").send({ value: url });

    expect((await admin.delete(`/api/team/${a.id}`)).status).toBe(204);
    await expectServed(url, 200, names);
    expect((await admin.put(`/api/team/${b.id}`).send({ imageUrl: "" })).status).toBe(200);
    await expectServed(url, 200, names);
    expect((await admin.delete(`/api/logos/${logo.id}`)).status).toBe(204);
    await expectServed(url, 200, names);
    expect((await admin.post("/api/settings/companyLogo").send({ value: null })).status).toBe(200);
    await expectServed(url, 404, names);
  });

  it("counts an image in a page's HTML, by any of its copies, as a use", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/team/upload", "imageUrl");
    const names = await filesOf(url);
    const person = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url }))).body;
    const copy = names.find((name) => name.includes(".w160."))!;
    const html = `<p>Our team</p><img srcset="https://www.example.com/uploads/${copy} 160w" alt="">`;
    const page = (await admin.post("/api/pages").send({ title: "Team", slug: "team-photo", content: html })).body;

    expect((await admin.delete(`/api/team/${person.id}`)).status).toBe(204);
    await expectServed(url, 200, names);
    // The page stops showing it, but its history still does: the last use goes with the page.
    expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Our team</p>" })).status).toBe(200);
    await expectServed(url, 200, names);
    expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
    await expectServed(url, 404, names);
  });

  it("keeps an image the page's history shows: restoring the earlier revision shows it again", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/pages/upload", "imageUrl");
    const names = await filesOf(url);
    expect(names.length).toBeGreaterThan(1); // the full-size image and its resized copies
    const withImage = `<p>Our office</p><img src="${url}" alt="The office">`;
    const page = (await admin.post("/api/pages").send({ title: "Office", slug: "office", content: withImage })).body;
    expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Our office</p>" })).status).toBe(200);
    await expectServed(url, 200, names);

    const [, first] = (await admin.get(`/api/pages/${page.id}/revisions`)).body as { id: number }[];
    const restored = await admin.post(`/api/pages/${page.id}/revisions/${first!.id}/restore`).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.content).toBe(withImage);
    await expectServed(url, 200, names);

    // Removed again, then the page with its whole history is deleted: nothing shows the image any more.
    expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Moved</p>" })).status).toBe(200);
    await expectServed(url, 200, names);
    expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
    await expectServed(url, 404, names);
  });

  it("deleting a page removes the images only its HTML showed", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/logos/upload", "logoUrl");
    const names = await filesOf(url);
    const page = (await admin.post("/api/pages").send({ title: "T", slug: "with-image", content: `<img src="${url}" alt="">` })).body;
    expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
    await expectServed(url, 404, names);
  });

  it("logs a file it cannot remove and still answers the delete", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/team/upload", "imageUrl");
    const names = await filesOf(url);
    // One more file of the upload, which the store refuses to remove.
    const stuck = `${idOf(url)}-stuck.webp`;
    await ctx.storage.put(stuck, Buffer.from("x"), "image/webp");
    const remove = ctx.storage.delete.bind(ctx.storage);
    const refusal = vi.spyOn(ctx.storage, "delete").mockImplementation(async (name) => {
      if (name === stuck) throw new Error("permission denied");
      return remove(name);
    });
    const created = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url }))).body;

    expect((await admin.delete(`/api/team/${created.id}`)).status).toBe(204);
    await expectServed(url, 404, names);
    expect(ctx.logs.join("\n")).toMatch(new RegExp(`Could not remove the unused upload ${idOf(url)}-stuck\\.webp`));
    refusal.mockRestore();
    await ctx.storage.delete(stuck);
  });

  it("leaves files alone when a write is refused", async () => {
    const admin = await ctx.signedIn();
    const url = await upload(admin, "/api/team/upload", "imageUrl");
    const created = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url }))).body;
    const stale = await admin.put(`/api/team/${created.id}`).send({ imageUrl: "", updatedAt: "2000-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
    expect((await admin.put(`/api/team/${created.id}`).send({ imageUrl: "javascript:alert(1)" })).status).toBe(400);
    await expectServed(url, 200);
  });
});
