import type { Metadata, Sharp } from "sharp";
import { parseSizedImage, sizedImageName, type FallbackExtension } from "@shared/image-variants";
import { HttpError, badRequest } from "./errors";

export type RasterKind = "jpeg" | "png" | "gif" | "webp";

/**
 * The most pixels an upload may decode to (all frames together for an animation): 40 megapixels, e.g.
 * 8000 x 5000. A few kilobytes of PNG can declare 20000 x 20000 pixels and take gigabytes of memory to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface EncodedFile {
  /** File name inside the upload directory. */
  name: string;
  data: Buffer;
}

const TOO_MANY_PIXELS = `The image has too many pixels. Upload one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8000 x 5000).`;
const UNREADABLE = "The image could not be read: the file is damaged or incomplete. Upload another file.";

type SharpFunction = (typeof import("sharp"))["default"];
let sharpLoading: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded with the first upload: with libvips it takes about 20 MiB of memory that a server which seldom
 * receives an image need not hold from its start. Its cache of recent operations is off: every upload is a new
 * image, so the cache (up to 50 MB by default) would only keep the last one's pixels in memory.
 */
function loadSharp(): Promise<SharpFunction> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/** Sharp's refusals become the client's 4xx; nothing a file contains should reach the client as a 500. */
function refusal(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? new HttpError(413, TOO_MANY_PIXELS) : badRequest(UNREADABLE);
}

/**
 * The format of the stored full-size image, one every browser shows: JPEG stays JPEG, PNG stays PNG, a WebP
 * becomes PNG when it has transparency and JPEG otherwise, an animation (GIF or WebP) becomes an animated GIF,
 * and a still GIF becomes PNG (it may be transparent, and PNG is smaller for the same pixels).
 */
function fallbackExtension(kind: RasterKind, header: Metadata, animated: boolean): FallbackExtension {
  if (animated) return "gif";
  if (kind === "jpeg") return "jpg";
  if (kind === "webp" && !header.hasAlpha) return "jpg";
  return "png";
}

function encode(pipeline: Sharp, format: "webp" | FallbackExtension): Sharp {
  switch (format) {
    case "webp":
      return pipeline.webp({ quality: 82 });
    case "jpg":
      return pipeline.jpeg({ quality: 82, progressive: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "gif":
      return pipeline.gif();
  }
}

/**
 * Re-encodes an uploaded raster image into the files named by `@shared/image-variants`: the full-size image and
 * narrower copies, each in WebP and in the stored image's format. Pixels are redrawn, so whatever the file carried
 * besides them (EXIF with camera and GPS position, comments, colour profiles: converted to sRGB) is gone; EXIF
 * orientation is applied first so the picture stands the right way up. Animations keep every frame.
 * Refuses images over MAX_IMAGE_PIXELS (413) and files that do not decode (400).
 */
export async function encodeUpload(
  input: Buffer,
  kind: RasterKind,
  id: string,
): Promise<{ url: string; files: EncodedFile[] }> {
  const sharp = await loadSharp();
  // The header alone: cheap even for a decompression bomb, and it tells the size before anything is decoded.
  let header: Metadata;
  try {
    header = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const pages = header.pages ?? 1;
  const animated = pages > 1 && (kind === "gif" || kind === "webp");
  const frameHeight = header.pageHeight ?? header.height;
  // A still image decodes only its first frame; an animation decodes all of them.
  if (header.width * frameHeight * (animated ? pages : 1) > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);

  // Orientation 5-8 turns the picture a quarter, swapping width and height. Animations carry no EXIF orientation.
  const width = animated ? header.width : header.autoOrient.width;
  const height = animated ? frameHeight : header.autoOrient.height;
  const extension = fallbackExtension(kind, header, animated);
  const image = parseSizedImage(`/uploads/${sizedImageName(id, width, height, extension)}`);
  if (!image) throw new Error(`sizedImageName made a name parseSizedImage cannot read (${width}x${height})`);

  const pipeline = (targetWidth: number) => {
    const source = sharp(input, {
      animated,
      autoOrient: !animated,
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: "error",
    });
    return targetWidth < width ? source.resize({ width: targetWidth }) : source;
  };
  const jobs = [
    ...image.webp.map((c) => ({ ...c, format: "webp" as const })),
    ...image.fallback.map((c) => ({ ...c, format: extension })),
  ];
  try {
    // One file at a time: a large photo decodes to hundreds of megabytes, and the machine serves visitors too.
    const files: EncodedFile[] = [];
    for (const { url, width: w, format } of jobs) {
      files.push({ name: url.slice("/uploads/".length), data: await encode(pipeline(w), format).toBuffer() });
    }
    return { url: image.src, files };
  } catch (error) {
    throw refusal(error);
  }
}
