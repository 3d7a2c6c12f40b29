import sharp from "sharp";
import type request from "supertest";
import { expect } from "vitest";
import { fixture, type TestContext } from "./harness";

/** A 400 x 200 photo: stored with WebP and JPEG copies 160 and 320 px wide. */
const photo = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

/** The 32-hex-digit name every stored file of one upload starts with. */
export const idOf = (url: string) => /^\/uploads\/([0-9a-f]{32})/.exec(url)![1]!;

/**
 * For the upload clean-up tests: uploads an image (the photo above, or a fixture file) and checks which of an
 * upload's stored files the app still serves.
 */
export function uploadFiles(ctx: TestContext) {
  async function upload(admin: request.Agent, endpoint: string, key: string, file?: string): Promise<string> {
    const res = file
      ? await admin.post(endpoint).attach("image", fixture(file))
      : await admin.post(endpoint).attach("image", await photo(), "photo.jpg");
    expect(res.status).toBe(201);
    return res.body[key] as string;
  }

  /** Every stored file of one upload: the full-size image and its resized copies. */
  const filesOf = async (url: string) => (await ctx.storedNames()).filter((name) => name.startsWith(idOf(url)));
  const served = async (name: string) => (await ctx.anonymous().get(`/uploads/${name}`)).status;

  async function expectServed(url: string, status: 200 | 404, names?: string[]) {
    names ??= await filesOf(url);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(await served(name), name).toBe(status);
  }

  return { upload, filesOf, served, expectServed, photo };
}
