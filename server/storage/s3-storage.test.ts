import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { fixture, PASSWORD, useTestApp } from "../test/harness";
import { startFakeS3, type FakeS3 } from "../test/s3";
import { LocalStorage, S3Storage, storageFromEnv, type UploadStorage } from ".";

const run = promisify(execFile);
const hex = (n: number) => n.toString(16).padStart(32, "0");

let s3: FakeS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
beforeAll(async () => void (s3 = await startFakeS3("storage-contract")));
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// The two stores keep the same promises: what one does, the other does too.
describe.each([
  ["disk", () => new LocalStorage(path.join(tmp, "disk"))],
  ["s3", () => s3.storage],
] as const)("%s storage", (_backend, storage: () => UploadStorage) => {
  it("stores, reads back with size and validators, lists, and deletes", async () => {
    const store = storage();
    const name = `${hex(1)}-10x10.png`;
    expect(await store.get(name)).toBeUndefined();
    expect(await store.stat(name)).toBeUndefined();
    await store.put(name, Buffer.from("pixels"), "image/png");

    const file = (await store.get(name))!;
    expect(file.size).toBe(6);
    expect(file.etag).toMatch(/"/);
    expect(file.lastModified!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(file.body)).toBe("pixels");
    expect(await store.stat(name)).toMatchObject({ name, size: 6 });
    expect((await store.list()).map((entry) => entry.name)).toContain(name);

    await store.delete(name);
    await store.delete(name); // already gone: not an error
    expect(await store.get(name)).toBeUndefined();
    expect((await store.list()).map((entry) => entry.name)).not.toContain(name);
  });

  it("refuses names that could leave the store", async () => {
    const store = storage();
    for (const name of ["../escape.png", "a/b.png", ".hidden", ""]) {
      await expect(store.put(name, Buffer.from("x"), "image/png"), name).rejects.toThrow(/Not an upload name/);
    }
  });
});

describe("choosing the store from the environment", () => {
  it("keeps files in UPLOAD_DIR unless S3_BUCKET is set", () => {
    const local = storageFromEnv(loadEnv({ UPLOAD_DIR: tmp }));
    expect(local.location).toBe(tmp);
    const bucket = storageFromEnv(loadEnv({ UPLOAD_DIR: tmp, S3_BUCKET: "site-uploads", S3_REGION: "eu-west-1" }));
    expect(bucket.location).toBe("s3://site-uploads");
  });

  it("names the setting that is wrong", () => {
    expect(() => loadEnv({ S3_ENDPOINT: "https://s3.example.com" })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ S3_BUCKET: "b", S3_PUBLIC_URL: "http://cdn.example.com" })).toThrow(
      /S3_PUBLIC_URL: must be an https address/,
    );
    expect(() => loadEnv({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(loadEnv({ S3_BUCKET: "b", S3_PUBLIC_URL: "https://cdn.example.com/uploads/" }).S3_PUBLIC_URL).toBe(
      "https://cdn.example.com/uploads",
    );
  });
});

describe("with S3_PUBLIC_URL", () => {
  const ctx = useTestApp(
    { S3_BUCKET: "test-uploads", S3_PUBLIC_URL: "https://cdn.example.com/site/" },
    { storage: "s3" },
  );

  it("uploads into the bucket and sends visitors to the public address instead of streaming", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/logos/upload").attach("image", fixture("logo.png"));
    expect(res.status).toBe(201);
    const name = res.body.logoUrl.slice("/uploads/".length);
    expect(await ctx.storedNames()).toContain(name);

    const served = await ctx.anonymous().get(res.body.logoUrl);
    expect(served.status).toBe(302);
    expect(served.headers.location).toBe(`https://cdn.example.com/site/${name}`);
    expect((await ctx.anonymous().get("/uploads/..%2fpackage.json")).status).toBe(404);
  });

  // The bucket or a CDN would serve an SVG without the headers that keep its scripts from running.
  it("streams an SVG itself with the same headers as from disk, never sending it to the public address", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/settings/upload/logo").attach("image", fixture("logo.svg"));
    expect(res.status).toBe(201);
    const served = await ctx.anonymous().get(res.body.logoUrl).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers.location).toBeUndefined();
    expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/immutable/);
    // As stored: the fixture's drawing without its script.
    expect((served.body as Buffer).toString()).toContain("<circle");
    expect((served.body as Buffer).toString()).not.toContain("<script");

    const head = await ctx.anonymous().head(res.body.logoUrl);
    expect(head.status).toBe(200);
    expect(head.headers["content-security-policy"]).toMatch(/sandbox/);
    const again = await ctx.anonymous().get(res.body.logoUrl).set("If-None-Match", served.headers.etag!);
    expect(again.status).toBe(304);
    expect((await ctx.anonymous().get("/uploads/0123456789abcdef0123456789abcdef.svg")).status).toBe(404);
  });
});

// The program runs from its TypeScript source against the in-process S3 server.
describe("npm run uploads:copy-to-s3", () => {
  it("copies every upload into the bucket once, skipping what is already there", async () => {
    const uploadDir = path.join(tmp, "to-copy");
    fs.mkdirSync(uploadDir, { recursive: true });
    fs.writeFileSync(path.join(uploadDir, `${hex(7)}-10x10.jpg`), "jpeg bytes");
    fs.writeFileSync(path.join(uploadDir, `${hex(7)}-10x10.webp`), "webp bytes");
    fs.writeFileSync(path.join(uploadDir, `${hex(8)}.svg`), "<svg/>");
    fs.writeFileSync(path.join(uploadDir, ".gitkeep"), "");
    const target = s3.storage;
    // Already there with the same size: skipped. Already there but different: copied again.
    await target.put(`${hex(8)}.svg`, Buffer.from("<svg/>"), "image/svg+xml");
    await target.put(`${hex(7)}-10x10.webp`, Buffer.from("truncated"), "image/webp");

    const env = { ...process.env, ...s3.env, S3_BUCKET: "storage-contract", UPLOAD_DIR: uploadDir };
    const program = ["--import", "tsx", "server/scripts/uploads-copy-to-s3.ts"];
    const first = await run(process.execPath, program, { env });
    expect(first.stdout).toContain("Copied 2, already there 1, failed 0.");
    const copied = (await target.get(`${hex(7)}-10x10.jpg`))!;
    expect(copied.contentType).toBe("image/jpeg");
    expect(await text(copied.body)).toBe("jpeg bytes");
    expect(await text((await target.get(`${hex(7)}-10x10.webp`))!.body)).toBe("webp bytes");
    expect((await target.list()).map((entry) => entry.name)).not.toContain(".gitkeep");

    const again = await run(process.execPath, program, { env });
    expect(again.stdout).toContain("Copied 0, already there 3, failed 0.");

    await expect(
      run(process.execPath, program, { env: { ...process.env, UPLOAD_DIR: uploadDir } }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("S3_BUCKET is not set"),
    });
  }, 60_000);
});

describe("when the bucket cannot be reached", () => {
  const ctx = useTestApp();

  it("answers 503 with Retry-After for reads and uploads, and does not call it a database outage", async () => {
    // Nothing listens on port 9 (discard) here: every call to this store is refused.
    const storage = new S3Storage({
      bucket: "gone",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "x",
      secretAccessKey: "y",
      forcePathStyle: true,
    });
    const app = ctx.restart({ storage });
    const admin = request.agent(app);
    await ctx.signedIn({ username: "storage-admin" });
    expect((await admin.post("/api/auth/login").send({ username: "storage-admin", password: PASSWORD })).status).toBe(
      200,
    );

    const read = await request(app).get("/uploads/0123456789abcdef.png");
    expect(read.status).toBe(503);
    expect(read.headers["retry-after"]).toBe("5");
    expect(read.body).toEqual({
      message: "File storage cannot be reached right now. Please try again in a few seconds.",
    });

    const upload = await admin.post("/api/logos/upload").attach("image", fixture("logo.png"));
    expect(upload.status).toBe(503);
    expect(upload.body.message).toMatch(/File storage cannot be reached/);

    expect(ctx.logs.filter((line) => /Database unreachable/.test(line))).toEqual([]);
    expect((await request(app).get("/api/ready")).body).toEqual({ status: "ready" });
    await storage.close();
  }, 60_000);
});
