import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseSizedImage } from "@shared/image-variants";
import { useTestApp } from "../test/harness";
import { pngDeclaring, twoColours } from "../test/images";
import { STORAGE_BACKENDS } from "../test/s3";

// How an uploaded image is re-encoded: turned upright, stripped of its metadata, and copied at smaller widths.
// Every test runs with uploads in a folder and in a bucket of an S3-compatible server.
describe.each(STORAGE_BACKENDS)("re-encoding uploads kept on %s", (backend) => {
  const ctx = useTestApp({}, { storage: backend });
  const get = (url: string) => ctx.anonymous().get(url).buffer(true);

  it("applies EXIF orientation and drops EXIF, GPS position and camera details", async () => {
    const admin = await ctx.signedIn();
    // 400 x 300 as stored; orientation 6 says 'turn a quarter clockwise to view', so it shows as 300 x 400.
    const photo = await twoColours(400, 300)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: "SecretCam", Model: "Model 9" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "51/1 30/1 0/1",
            GPSLongitudeRef: "W",
            GPSLongitude: "0/1 7/1 0/1",
          },
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 400, height: 300 });
    expect(photo.toString("latin1")).toContain("SecretCam");

    const res = await admin.post("/api/team/upload").attach("image", photo, "holiday.jpg");
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-300x400\.jpg$/);
    const image = parseSizedImage(res.body.imageUrl)!;
    for (const { url } of [...image.webp, ...image.fallback]) {
      const served = (await get(url)).body as Buffer;
      const meta = await sharp(served).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.orientation, url).toBeUndefined();
      expect(served.toString("latin1"), url).not.toMatch(/SecretCam|Model 9|GPS/);
      expect(meta.height! / meta.width!, url).toBeCloseTo(4 / 3, 1);
    }
    // The red left half is now on top.
    const { data } = await sharp((await get(res.body.imageUrl)).body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect(pixel(150, 50)[0]).toBeGreaterThan(200);
    expect(pixel(150, 350)[2]).toBeGreaterThan(200);
  });

  it("writes WebP and JPEG copies at each width below the original, served with the same headers", async () => {
    const admin = await ctx.signedIn();
    const photo = await twoColours(1000, 500).jpeg().toBuffer();
    const res = await admin.post("/api/logos/upload").attach("image", photo, "wide.jpg");
    expect(res.status).toBe(201);
    const id = /^\/uploads\/([0-9a-f]{32})-1000x500\.jpg$/.exec(res.body.logoUrl)![1];
    const stored = (await ctx.storedNames()).filter((name) => name.startsWith(id)).sort();
    expect(stored).toEqual(
      [
        "1000x500.jpg",
        "1000x500.webp",
        "1000x500.w160.jpg",
        "1000x500.w160.webp",
        "1000x500.w320.jpg",
        "1000x500.w320.webp",
        "1000x500.w640.jpg",
        "1000x500.w640.webp",
      ]
        .map((rest) => `${id}-${rest}`)
        .sort(),
    ); // no 1280: never wider than the original
    for (const [suffix, type, format, width] of [
      ["w160.webp", "image/webp", "webp", 160],
      ["w320.jpg", "image/jpeg", "jpeg", 320],
      ["w640.webp", "image/webp", "webp", 640],
      ["webp", "image/webp", "webp", 1000],
    ] as const) {
      const served = await get(`/uploads/${id}-1000x500.${suffix}`);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["cache-control"]).toBe("public, max-age=2592000, immutable");
      expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format, width, height: width / 2 });
    }
  });

  it("keeps transparency: a PNG or transparent WebP gets PNG copies", async () => {
    const admin = await ctx.signedIn();
    for (const [name, input] of [
      ["logo.png", await twoColours(400, 200, 4).png().toBuffer()],
      ["logo.webp", await twoColours(400, 200, 4).webp().toBuffer()],
    ] as const) {
      const res = await admin.post("/api/testimonials/upload/logo").attach("image", input, name);
      expect(res.status, name).toBe(201);
      const image = parseSizedImage(res.body.companyLogoUrl)!;
      expect(res.body.companyLogoUrl, name).toMatch(/-400x200\.png$/);
      expect(image.fallback.map((c) => c.width)).toEqual([160, 320, 400]);
      for (const { url, width } of image.fallback) {
        const meta = await sharp((await get(url)).body as Buffer).metadata();
        expect(meta, url).toMatchObject({ format: "png", width, hasAlpha: true });
      }
      const webp = await sharp((await get(image.webp[0].url)).body as Buffer).metadata();
      expect(webp).toMatchObject({ format: "webp", width: 160, hasAlpha: true });
    }
  });

  it("keeps an animated GIF moving, in GIF and in WebP", async () => {
    const admin = await ctx.signedIn();
    // Three 400 x 100 frames stacked in one image, written as a three-frame animation.
    const frames = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ff0000" } })
      .composite([
        { input: { create: { width: 400, height: 100, channels: 3, background: "#0000ff" } }, top: 100, left: 0 },
      ])
      .raw()
      .toBuffer();
    const gif = await sharp(frames, { raw: { width: 400, height: 300, channels: 3, pageHeight: 100 } })
      .gif({ delay: [200, 200, 200], loop: 0 })
      .toBuffer();
    const res = await admin.post("/api/logos/upload").attach("image", gif, "spinner.gif");
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toMatch(/-400x100\.gif$/);
    const image = parseSizedImage(res.body.logoUrl)!;
    for (const [url, format, width] of [
      [image.src, "gif", 400],
      [image.fallback[0].url, "gif", 160],
      [image.webp[1].url, "webp", 320],
    ] as const) {
      const served = await get(url);
      expect(served.headers["content-type"]).toBe(`image/${format}`);
      const meta = await sharp(served.body as Buffer, { animated: true }).metadata();
      expect(meta, url).toMatchObject({ format, width, pages: 3, pageHeight: width / 4, delay: [200, 200, 200] });
    }
  });

  it("refuses a decompression bomb (a small PNG declaring 20000 x 20000 pixels) with 413, storing nothing", async () => {
    const admin = await ctx.signedIn();
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const before = (await ctx.storedNames()).length;
    for (const endpoint of ["/api/team/upload", "/api/settings/upload/logo"]) {
      const res = await admin.post(endpoint).attach("image", bomb, "bomb.png");
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        message: "The image has too many pixels. Upload one of at most 40 megapixels (for example 8000 x 5000).",
      });
    }
    expect(await ctx.storedNames()).toHaveLength(before);
  });

  it("answers 400 for a file that starts like an image but does not decode, storing nothing", async () => {
    const admin = await ctx.signedIn();
    const jpeg = await twoColours(400, 300).jpeg().toBuffer();
    const before = (await ctx.storedNames()).length;
    for (const [name, bytes] of [
      ["garbage.png", Buffer.concat([pngDeclaring(10, 10).subarray(0, 8), Buffer.from("not really a PNG at all")])],
      ["cut.jpg", jpeg.subarray(0, jpeg.length / 2)],
      ["broken.png", pngDeclaring(100, 100)], // valid header, too little pixel data
      ["tiny.gif", Buffer.from("GIF89a")],
    ] as const) {
      const res = await admin.post("/api/logos/upload").attach("image", bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({
        message: "The image could not be read: the file is damaged or incomplete. Upload another file.",
      });
    }
    expect(await ctx.storedNames()).toHaveLength(before);
  });
});
