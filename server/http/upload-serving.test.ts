import fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { parseSizedImage } from "@shared/image-variants";
import { fixture, useTestApp } from "../test/harness";
import { twoColours } from "../test/images";
import { STORAGE_BACKENDS } from "../test/s3";

// How stored uploads are served back and kept whole. Every test runs with uploads in a folder and in a bucket of an
// S3-compatible server.
describe.each(STORAGE_BACKENDS)("serving uploads kept on %s", (backend) => {
  const ctx = useTestApp({}, { storage: backend });
  const get = (url: string) => ctx.anonymous().get(url).buffer(true);

  it("answers 404 for uploads that do not exist", async () => {
    const res = await ctx.anonymous().get("/uploads/nothing-here.png");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not Found" });
    const traversal = await ctx.anonymous().get("/uploads/..%2f..%2fpackage.json");
    expect(traversal.status).toBe(404);
    expect(traversal.text).not.toContain("dependencies");
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
