import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { parseSizedImage } from "@shared/image-variants";
import { fixture, useTestApp } from "../test/harness";
import { STORAGE_BACKENDS } from "../test/s3";
import { sniffImage } from "./uploads";

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

  it("recognises SVG after a byte order mark, an XML declaration, comments and a doctype", () => {
    const svg = (text: string) => sniffImage(Buffer.from(text));
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(svg("\uFEFF<svg xmlns='http://www.w3.org/2000/svg'/>")).toBe("svg");
    expect(svg(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n${doctype}\n<svg>`)).toBe("svg");
    expect(
      svg(`\n <!-- Generator: Illustrator -->\n<!----><!-- a -- b -->${doctype}<!-- c --><SVG\tviewBox="0 0 1 1">`),
    ).toBe("svg");
    expect(svg("<svg/>")).toBe("svg");
    expect(svg("<svg>")).toBe("svg");
    for (const text of [
      "<svgx>",
      "<svg",
      "<!-- <svg> -->",
      "<!-- unclosed <svg>",
      "<?xml version='1.0'?><html><svg></svg></html>",
      "<?xml <svg>",
      "text <svg>",
      "<!DOCTYPE html><p><svg>",
    ]) {
      expect(svg(text), text).toBeNull();
    }
  });

  // A prolog of many comments once took the checking expression minutes, blocking every other request.
  it.each([
    ["40 empty comments", "<!---->".repeat(40) + "x"],
    ["4096 bytes of empty comments", "<!---->".repeat(586) + "x"],
    ["many comments and doctypes", "<!----><!DOCTYPE x>".repeat(300) + "<svg"],
    ["an unclosed comment", "<!--" + "-".repeat(100_000)],
  ])("decides at once on a hostile prolog: %s", (_label, text) => {
    const started = performance.now();
    expect(sniffImage(Buffer.from(text))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// Every test below runs twice: with uploads in a folder, and in a bucket of an S3-compatible server.
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
    it("is refused for team, logo and testimonial images", async () => {
      const admin = await ctx.signedIn();
      for (const endpoint of ["/api/team/upload", "/api/logos/upload", "/api/testimonials/upload/avatar"]) {
        expect((await admin.post(endpoint).attach("image", fixture("logo.svg"))).status).toBe(400);
      }
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

    it("is accepted as the company logo, saved as the setting, and served so its scripts cannot run", async () => {
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
      expect(Buffer.compare(served.body as Buffer, fs.readFileSync(fixture("logo.svg")))).toBe(0);
      expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });
  });

  it("answers 404 for uploads that do not exist", async () => {
    const res = await ctx.anonymous().get("/uploads/nothing-here.png");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not Found" });
    const traversal = await ctx.anonymous().get("/uploads/..%2f..%2fpackage.json");
    expect(traversal.status).toBe(404);
    expect(traversal.text).not.toContain("dependencies");
  });

  /** A PNG of `width` x `height` whose pixel data is a few bytes: decoding it would need width x height x 3 bytes. */
  function pngDeclaring(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // truecolour
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }

  /** Left half red, right half blue: where the red lands shows which way the picture was turned. */
  const twoColours = (width: number, height: number, channels: 3 | 4 = 3) =>
    sharp({
      create: { width, height, channels, background: channels === 4 ? { r: 0, g: 0, b: 255, alpha: 0.5 } : "#0000ff" },
    }).composite([
      { input: { create: { width: width / 2, height, channels: 3, background: "#ff0000" } }, left: 0, top: 0 },
    ]);

  const get = (url: string) => ctx.anonymous().get(url).buffer(true);

  describe("re-encoding", () => {
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
        expect(served.headers["content-security-policy"]).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
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

  it("still serves an upload stored before images were re-encoded, as it was", async () => {
    const legacy = fs.readFileSync(fixture("logo.png"));
    const name = "0123456789abcdef0123456789abcdef.png";
    await ctx.storage.put(name, legacy, "image/png");
    const served = await get(`/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=2592000, immutable");
    expect(Buffer.compare(served.body as Buffer, legacy)).toBe(0);
    expect(parseSizedImage(`/uploads/${name}`)).toBeNull();
  });

  it("answers HEAD and conditional requests: 304 when the browser's copy is current", async () => {
    const admin = await ctx.signedIn();
    const url: string = (await admin.post("/api/logos/upload").attach("image", fixture("logo.png"))).body.logoUrl;
    const full = await get(url);
    expect(full.status).toBe(200);
    const etag = full.headers["etag"];
    expect(etag).toBeTruthy();
    expect(full.headers["last-modified"]).toBeTruthy();

    const head = await ctx.anonymous().head(url);
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("image/png");
    expect(head.headers["content-length"]).toBe(String((full.body as Buffer).length));
    expect(head.headers["etag"]).toBe(etag);

    const cached = await ctx.anonymous().get(url).set("If-None-Match", etag);
    expect(cached.status).toBe(304);
    expect(cached.text ?? "").toBe("");
    const changed = await ctx.anonymous().get(url).set("If-None-Match", '"something-else"').buffer(true);
    expect(changed.status).toBe(200);
    expect(Buffer.compare(changed.body as Buffer, full.body as Buffer)).toBe(0);
  });

  it("refuses names no upload can have, and methods other than GET and HEAD", async () => {
    for (const name of [".gitkeep", "..", "a%2fb.png", "%2e%2e%2fpackage.json", "%E0%A4%A.png"]) {
      const res = await ctx.anonymous().get(`/uploads/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body, name).toEqual({ message: "Not Found" });
    }
    const post = await ctx.anonymous().post("/uploads/0123456789abcdef0123456789abcdef.png");
    expect([403, 405]).toContain(post.status); // cross-origin protection may refuse first; never stored or served
  });

  it("stores every file of an upload or none: a failure part-way removes the ones already stored", async () => {
    const admin = await ctx.signedIn();
    const before = await ctx.storedNames();
    const put = ctx.storage.put.bind(ctx.storage);
    let calls = 0;
    const failing = vi.spyOn(ctx.storage, "put").mockImplementation(async (...args) => {
      if (++calls === 3) throw new Error("no space left");
      return put(...args);
    });
    try {
      const res = await admin
        .post("/api/logos/upload")
        .attach("image", await twoColours(1000, 500).jpeg().toBuffer(), "wide.jpg");
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/no space/);
    } finally {
      failing.mockRestore();
    }
    expect(calls).toBe(3);
    expect(await ctx.storedNames()).toEqual(before);
  });
});
