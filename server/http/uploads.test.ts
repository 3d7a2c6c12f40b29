import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "../test/harness";
import { STORAGE_BACKENDS } from "../test/s3";

// What each upload endpoint accepts and refuses. Every test runs twice: with uploads in a folder, and in a bucket of
// an S3-compatible server.
describe.each(STORAGE_BACKENDS)("uploads kept on %s", (backend) => {
  const ctx = useTestApp({}, { storage: backend });

  const uploadEndpoints = [
    { path: "/api/team/upload", key: "imageUrl" },
    { path: "/api/logos/upload", key: "logoUrl" },
    { path: "/api/testimonials/upload/avatar", key: "avatarUrl" },
    { path: "/api/testimonials/upload/logo", key: "companyLogoUrl" },
    { path: "/api/settings/upload/logo", key: "logoUrl" },
  ];

  describe.each(uploadEndpoints)("POST $path", ({ path: endpoint, key }) => {
    it.each([
      ["logo.png", "png", "image/png"],
      ["photo.jpg", "jpg", "image/jpeg"],
      ["photo.webp", "jpg", "image/jpeg"], // no transparency: JPEG beside the WebP copies
      ["pixel.gif", "png", "image/png"], // a still GIF: PNG keeps its transparency
    ])("re-encodes %s under a random name with its size, and serves it back as %s", async (file, extension, type) => {
      const admin = await ctx.signedIn();
      const res = await admin.post(endpoint).attach("image", fixture(file));
      expect(res.status).toBe(201);
      const url: string = res.body[key];
      const { width, height } = await sharp(fixture(file)).metadata();
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}-${width}x${height}\\.${extension}$`));
      expect(url).not.toContain(path.parse(file).name);
      const served = await ctx.anonymous().get(url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width, height });
    });

    it("rejects a text file named .png whatever content type the client claims", async () => {
      const admin = await ctx.signedIn();
      const before = (await ctx.storedNames()).length;
      const res = await admin
        .post(endpoint)
        .attach("image", fixture("not-an-image.png"), { contentType: "image/png", filename: "photo.png" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not a supported image/);
      expect(await ctx.storedNames()).toHaveLength(before);
    });

    it("answers 400 when no file or the wrong field is sent", async () => {
      const admin = await ctx.signedIn();
      expect((await admin.post(endpoint)).status).toBe(400);
      expect((await admin.post(endpoint).attach("file", fixture("logo.png"))).status).toBe(400);
    });

    it("never lets the client's file name reach the file system", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post(endpoint).attach("image", fixture("logo.png"), { filename: "../../evil.png" });
      expect(res.status).toBe(201);
      expect(fs.existsSync(path.join(ctx.uploadDir, "..", "..", "evil.png"))).toBe(false);
    });
  });

  describe("size limits", () => {
    it("refuses a team image over 1 MB with the message the dialog shows", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post("/api/team/upload").attach("image", fixture("large.png"));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: "File size should not exceed 1MB" });
    });

    it("accepts the same image as a client logo, up to 5 MB", async () => {
      const admin = await ctx.signedIn();
      expect((await admin.post("/api/logos/upload").attach("image", fixture("large.png"))).status).toBe(201);
      const tooBig = Buffer.concat([fs.readFileSync(fixture("logo.png")), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await admin.post("/api/logos/upload").attach("image", tooBig, "big.png");
      expect(res.status).toBe(413);
    });
  });

  describe("refused uploads", () => {
    it("answer a signed-out or non-admin upload with a clear 401/403, not a broken connection", async () => {
      for (let i = 0; i < 3; i++) {
        const anonymous = await ctx.anonymous().post("/api/logos/upload").attach("image", fixture("large.png"));
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ message: "You must be logged in" });
      }
      const user = await ctx.signedIn({ isAdmin: false });
      const refused = await user.post("/api/testimonials/upload/avatar").attach("image", fixture("large.png"));
      expect(refused.status).toBe(403);
    });
  });

  describe("SVG", () => {
    /** The fixture's drawing, as sent, without the script it carries. */
    const expectCleanedLogo = (body: Buffer) => {
      const text = body.toString("utf8");
      expect(fs.readFileSync(fixture("logo.svg"), "utf8")).toContain("<script>");
      expect(text).not.toContain("<script");
      expect(text).toContain('<circle cx="20" cy="20" r="18" fill="#1d4ed8"/>');
      expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 40 40">/);
    };

    it("answers an SVG that is not well-formed XML with a 400 naming it", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post("/api/logos/upload").attach("image", Buffer.from("<svg><g></svg>"), "broken.svg");
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "The SVG file could not be read: it is not valid XML." });
    });

    it("is refused for team photos and testimonial avatars", async () => {
      const admin = await ctx.signedIn();
      for (const endpoint of ["/api/team/upload", "/api/testimonials/upload/avatar"]) {
        const res = await admin.post(endpoint).attach("image", fixture("logo.svg"));
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message, endpoint).toBe(
          "The file is not a supported image. Upload a JPEG, PNG, GIF or WebP file.",
        );
      }
    });

    it("is accepted for client logos and testimonial company logos, stored without its script and served so no script could run", async () => {
      const admin = await ctx.signedIn();
      for (const [endpoint, field] of [
        ["/api/logos/upload", "logoUrl"],
        ["/api/testimonials/upload/logo", "companyLogoUrl"],
      ] as const) {
        const res = await admin.post(endpoint).attach("image", fixture("logo.svg"));
        expect(res.status, endpoint).toBe(201);
        expect(res.body[field], endpoint).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
        const served = await ctx.anonymous().get(res.body[field]).buffer(true);
        expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
        expectCleanedLogo(served.body as Buffer);
        expect(served.headers["content-security-policy"]).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
      const logo = await admin.post("/api/logos/upload").attach("image", fixture("logo.svg"));
      const saved = await admin.post("/api/logos").send({ clientName: "Vector Press", logoUrl: logo.body.logoUrl });
      expect(saved.status).toBe(201);
      expect((await ctx.anonymous().get("/api/logos")).body).toContainEqual(
        expect.objectContaining({ clientName: "Vector Press", logoUrl: logo.body.logoUrl }),
      );
    });

    it("answers a prolog that once took minutes to check with the usual 400 at once", async () => {
      const admin = await ctx.signedIn();
      const hostile = Buffer.from("<!---->".repeat(40) + "x");
      for (const endpoint of ["/api/team/upload", "/api/settings/upload/logo"]) {
        const started = performance.now();
        const res = await admin.post(endpoint).attach("image", hostile, "r.svg");
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message, endpoint).toMatch(/^The file is not a supported image\. Upload a JPEG, PNG, GIF/);
        expect(performance.now() - started, endpoint).toBeLessThan(2_000);
      }
    });

    it("is accepted as the company logo without its script, saved as the setting, and served so no script could run", async () => {
      const admin = await ctx.signedIn();
      const res = await admin.post("/api/settings/upload/logo").attach("image", fixture("logo.svg"));
      expect(res.status).toBe(201);
      expect(res.body.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
      const settings = (await ctx.anonymous().get("/api/settings")).body;
      expect(settings).toContainEqual(
        expect.objectContaining({ settingKey: "companyLogo", settingValue: res.body.logoUrl }),
      );
      const served = await ctx.anonymous().get(res.body.logoUrl).buffer(true);
      expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expectCleanedLogo(served.body as Buffer);
      expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });
  });
});
