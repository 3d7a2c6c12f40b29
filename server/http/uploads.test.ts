import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "../test/harness";
import { sniffImage } from "./uploads";

const ctx = useTestApp();

describe("sniffImage", () => {
  it("reads the type from the bytes", () => {
    expect(sniffImage(fs.readFileSync(fixture("logo.png")))).toBe("png");
    expect(sniffImage(fs.readFileSync(fixture("photo.jpg")))).toBe("jpeg");
    expect(sniffImage(fs.readFileSync(fixture("photo.webp")))).toBe("webp");
    expect(sniffImage(fs.readFileSync(fixture("pixel.gif")))).toBe("gif");
    expect(sniffImage(fs.readFileSync(fixture("logo.svg")))).toBe("svg");
    expect(sniffImage(fs.readFileSync(fixture("not-an-image.png")))).toBeNull();
    expect(sniffImage(Buffer.from('<?xml version="1.0"?>\n<!-- c -->\n<svg width="1"></svg>'))).toBe("svg");
    expect(sniffImage(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

const uploadEndpoints = [
  { path: "/api/team/upload", key: "imageUrl" },
  { path: "/api/logos/upload", key: "logoUrl" },
  { path: "/api/testimonials/upload/avatar", key: "avatarUrl" },
  { path: "/api/testimonials/upload/logo", key: "companyLogoUrl" },
  { path: "/api/settings/upload/logo", key: "logoUrl" },
];

describe.each(uploadEndpoints)("POST $path", ({ path: endpoint, key }) => {
  it.each([
    ["logo.png", "image/png"],
    ["photo.jpg", "image/jpeg"],
    ["photo.webp", "image/webp"],
    ["pixel.gif", "image/gif"],
  ])("stores %s under a random name and serves it back as %s", async (file, type) => {
    const admin = await ctx.signedIn();
    const res = await admin.post(endpoint).attach("image", fixture(file));
    expect(res.status).toBe(201);
    const url: string = res.body[key];
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/);
    expect(url).not.toContain(path.parse(file).name);
    const served = await ctx.anonymous().get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(served.body as Buffer, fs.readFileSync(fixture(file)))).toBe(0);
  });

  it("rejects a text file named .png whatever content type the client claims", async () => {
    const admin = await ctx.signedIn();
    const before = fs.readdirSync(ctx.uploadDir).length;
    const res = await admin
      .post(endpoint)
      .attach("image", fixture("not-an-image.png"), { contentType: "image/png", filename: "photo.png" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not a supported image/);
    expect(fs.readdirSync(ctx.uploadDir)).toHaveLength(before);
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
  it("refuses a team image over 1 MB with the spec's message", async () => {
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
  it("is refused for team, logo and testimonial images", async () => {
    const admin = await ctx.signedIn();
    for (const endpoint of ["/api/team/upload", "/api/logos/upload", "/api/testimonials/upload/avatar"]) {
      expect((await admin.post(endpoint).attach("image", fixture("logo.svg"))).status).toBe(400);
    }
  });

  it("is accepted as the company logo, saved as the setting, and served so its scripts cannot run", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/settings/upload/logo").attach("image", fixture("logo.svg"));
    expect(res.status).toBe(201);
    const settings = (await ctx.anonymous().get("/api/settings")).body;
    expect(settings).toContainEqual(expect.objectContaining({ settingKey: "companyLogo", settingValue: res.body.logoUrl }));
    const served = await ctx.anonymous().get(res.body.logoUrl);
    expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});

it("answers 404 for uploads that do not exist", async () => {
  const res = await ctx.anonymous().get("/uploads/nothing-here.png");
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: "Not Found" });
  const traversal = await ctx.anonymous().get("/uploads/..%2f..%2fpackage.json");
  expect(traversal.status).toBe(403);
  expect(traversal.text).not.toContain("dependencies");
});
