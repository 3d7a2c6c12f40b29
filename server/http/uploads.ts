import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler } from "express";
import multer from "multer";
import type { UploadKind } from "@shared/collections";
import { parseSizedImage } from "@shared/image-variants";
import type { MediaItem } from "@shared/schema";
import { IMAGE_MAX_BYTES, TEAM_IMAGE_MAX_BYTES } from "@shared/upload-limits";
import type { Db } from "../db/connection";
import { addToLibrary, type LibraryWords } from "../modules/media/service";
import { contentTypeOf, isStorableName, type UploadStorage } from "../storage";
import { IMMUTABLE_CACHE_CONTROL } from "../storage/s3-storage";
import { HttpError, badRequest } from "./errors";
import { encodeUpload, type EncodedFile, type RasterKind } from "./image-processing";
import { sanitizeSvg, UnreadableSvgError } from "./svg-sanitize";

export type ImageKind = RasterKind | "svg";

export const MB = 1024 * 1024;

/** The image type read from the file's own bytes; the name and the client's content type are never trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const head = bytes.subarray(0, 6).toString("latin1");
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/**
 * Whether the file starts like an SVG document: an optional byte order mark, white space, an optional XML
 * declaration, comments and a doctype, then the <svg> root element. One pass over at most the first 4 KB: each
 * part is found by searching forward for its end, never by trying the ways a pattern could match, so no prolog,
 * however it is built, takes longer than reading it once.
 */
function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes.subarray(0, 4096).toString("utf8");
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  const skipSpace = () => {
    while (at < text.length && XML_SPACE.includes(text[at]!)) at++;
  };
  const startsWith = (word: string) => text.slice(at, at + word.length).toLowerCase() === word;
  /** Moves past the next `end`; false when it never comes. */
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    if (found === -1) return false;
    at = found + end.length;
    return true;
  };

  skipSpace();
  if (startsWith("<?xml")) {
    // The declaration holds no ">" before its closing "?>".
    if (!skipPast(">") || text[at - 2] !== "?") return false;
  }
  for (;;) {
    skipSpace();
    if (startsWith("<!--")) {
      at += 4;
      if (!skipPast("-->")) return false;
    } else if (startsWith("<!doctype")) {
      if (!skipPast(">")) return false;
    } else {
      break;
    }
  }
  const after = text[at + 4];
  return startsWith("<svg") && after !== undefined && SVG_NAME_END.includes(after);
}

const XML_SPACE = " \t\r\n";
/** What may follow "<svg" for it to be the whole element name. */
const SVG_NAME_END = " \t\r\n>/";

export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
  allowSvg?: boolean;
}

/** Client logos, testimonial images, page images and the company logo. */
export const IMAGE_RULE: UploadRule = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "File size should not exceed 5MB" };
/**
 * Logos (the company's, client logos, testimonials' company logos) may also be SVG: a logo is often drawn as one.
 * An SVG is kept byte for byte and only ever served with the headers below, so its scripts cannot run.
 */
export const LOGO_RULE: UploadRule = { ...IMAGE_RULE, allowSvg: true };
/** Team photos are kept small: 1 MB. */
export const TEAM_IMAGE_RULE: UploadRule = {
  maxBytes: TEAM_IMAGE_MAX_BYTES,
  tooLargeMessage: "File size should not exceed 1MB",
};

/** The rule of each kind of upload a collection declares (shared/collections.ts). */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: IMAGE_RULE,
  logo: LOGO_RULE,
  "team-photo": TEAM_IMAGE_RULE,
};

/** Where an upload goes: its files into the store, and an entry for it into the media library. */
export interface ImageStore {
  db: Db;
  storage: UploadStorage;
}

/** One stored upload: what its library entry records, and the names of every file it wrote. */
export interface StoredImage {
  /** The 32 hex digits every file of the upload starts with. */
  uploadId: string;
  /** The public address of the full-size image. */
  url: string;
  contentType: string;
  /** In pixels; null for an SVG, which scales by itself. */
  width: number | null;
  height: number | null;
  /** The full-size file's size. */
  bytes: number;
  /** The name the file had on the sender's computer, as the library shows it. */
  name: string;
  /** Every stored file: the full-size image and its resized copies. */
  files: string[];
}

export interface ImageUploadOptions {
  /**
   * Reads the form's other fields (sent beside the file) into the library entry's words, before anything is
   * stored: a refusal (thrown) leaves neither a file nor an entry.
   */
  words?: (req: Request) => LibraryWords;
  /** False: store the files without a library entry of their own ("Replace file" gives them an existing one). */
  addToLibrary?: boolean;
}

/** The library's name for an upload: the file's own name, trimmed to 200 characters, or "image" without one. */
export function mediaNameOf(fileName: string | undefined): string {
  const name = (fileName ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200)
    .trim();
  return name || "image";
}

/**
 * Accepts one image in the multipart field `image`, checks its real type and size, stores it under a random
 * name in the store (raster images re-encoded, with narrower copies) and adds it to the media library, uploaded by
 * the signed-in administrator. Leaves the public address of the full-size image in `res.locals.uploadUrl`, the
 * stored files in `res.locals.storedImage` and the new library entry in `res.locals.mediaEntry` (its id also in
 * `res.locals.mediaId`). The file is received into memory (at most the rule's size): it is re-encoded from there,
 * and only the results are stored. A refused upload stores nothing.
 */
export function imageUpload(
  { db, storage }: ImageStore,
  rule: UploadRule,
  options: ImageUploadOptions = {},
): RequestHandler[] {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 10, parts: 12 },
    // Browsers send a file's name as UTF-8: "Café.jpg" stays "Café.jpg" in the library.
    defParamCharset: "utf8",
  }).single("image");

  const parse: RequestHandler = (req, res, next) =>
    receive(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, rule.tooLargeMessage));
        if (error.code === "LIMIT_UNEXPECTED_FILE") {
          return next(badRequest('Send exactly one file in the form field "image"'));
        }
        return next(badRequest(`Upload rejected: ${error.message}`));
      }
      next(badRequest(`Upload could not be read: ${(error as Error).message}`));
    });

  const store: RequestHandler = async (req, res, next) => {
    if (!req.file) return next(badRequest('No file uploaded: send an image in the form field "image"'));
    const kind = sniffImage(req.file.buffer);
    const allowed = rule.allowSvg ? "JPEG, PNG, GIF, WebP or SVG" : "JPEG, PNG, GIF or WebP";
    if (!kind || (kind === "svg" && !rule.allowSvg)) {
      return next(badRequest(`The file is not a supported image. Upload a ${allowed} file.`));
    }
    // The entry's words are checked before anything is stored.
    const words = options.words?.(req) ?? {};
    const id = randomBytes(16).toString("hex");
    // SVG keeps its drawing (it scales by itself) without scripts or outside references; raster images are
    // re-encoded, with narrower copies.
    let svg: Buffer | undefined;
    if (kind === "svg") {
      try {
        svg = await sanitizeSvg(req.file.buffer);
      } catch (error) {
        if (error instanceof UnreadableSvgError)
          return next(badRequest("The SVG file could not be read: it is not valid XML."));
        throw error;
      }
    }
    const { url, files } = svg
      ? { url: `/uploads/${id}.svg`, files: [{ name: `${id}.svg`, data: svg }] }
      : await encodeUpload(req.file.buffer, kind as RasterKind, id);
    await writeAll(storage, files);
    const stored = storedImageOf(id, url, files, req.file.originalname);
    if (options.addToLibrary !== false) {
      let entry: MediaItem;
      try {
        entry = await addToLibrary(db, stored, words, req.user?.id ?? null);
      } catch (error) {
        // Nothing stays of an upload the library could not take.
        await removeAll(storage, stored.files);
        throw error;
      }
      res.locals.mediaEntry = entry;
      res.locals.mediaId = entry.id;
    }
    res.locals.storedImage = stored;
    res.locals.uploadUrl = url;
    next();
  };

  return [parse, store];
}

/** What the library records of a stored upload. */
function storedImageOf(uploadId: string, url: string, files: EncodedFile[], fileName: string): StoredImage {
  const fullSize = files.find((file) => `/uploads/${file.name}` === url) ?? files[0]!;
  const sized = parseSizedImage(url);
  return {
    uploadId,
    url,
    contentType: contentTypeOf(fullSize.name),
    width: sized?.width ?? null,
    height: sized?.height ?? null,
    bytes: fullSize.data.length,
    name: mediaNameOf(fileName),
    files: files.map((file) => file.name),
  };
}

/**
 * An upload endpoint that stores the image and answers 201 with its address under `field` and its library
 * entry's id (`{ imageUrl, mediaId }`).
 */
export const imageUploadAnswering = (store: ImageStore, rule: UploadRule, field: string): RequestHandler[] => [
  ...imageUpload(store, rule),
  (_req, res) => void res.status(201).json({ [field]: res.locals.uploadUrl, mediaId: res.locals.mediaId }),
];

/** Removes the files of an upload that is not kept after all; a file that will not go is left for the sweep. */
export async function removeAll(storage: UploadStorage, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.delete(name).catch(() => undefined)));
}

/** Stores every file of one upload, or none: a failure part-way removes the ones already stored. */
async function writeAll(storage: UploadStorage, files: EncodedFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.name, file.data, contentTypeOf(file.name));
      written.push(file.name);
    }
  } catch (error) {
    await removeAll(storage, written);
    throw error;
  }
}

/** Any script inside an SVG is kept from running, and no stored file is read as anything but its own type. */
const STORED_FILE_HEADERS = {
  "Cache-Control": IMMUTABLE_CACHE_CONTROL,
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The types that may be fetched from the public address. A bucket or CDN serves a file without the headers above;
 * a raster image needs none of them, but an SVG can carry scripts, so SVGs (and anything else) are always streamed
 * through this server.
 */
const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/x-icon"]);

export interface ServeUploadsOptions {
  /**
   * Where the files can be fetched directly (a public bucket or a CDN in front of it): requests for raster images
   * are redirected there instead of streamed through this server.
   */
  publicUrl?: string;
}

/**
 * Serves stored uploads at `/uploads/<name>` with GET and HEAD: the type, long immutable caching, ETag and
 * Last-Modified with 304 answers to conditional requests. Names that no upload can have (`..`, slashes, dot
 * files) are simply not found, so nothing outside the store is ever reachable.
 */
export function serveUploads(storage: UploadStorage, { publicUrl }: ServeUploadsOptions = {}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return next(new HttpError(405, "Method Not Allowed"));
    }
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      return next(new HttpError(404, "Not Found"));
    }
    if (!isStorableName(name)) return next(new HttpError(404, "Not Found"));
    if (publicUrl && RASTER_TYPES.has(contentTypeOf(name))) {
      // The address of a file never changes, but where the files are served from might: a day, not forever.
      res.setHeader("Cache-Control", "public, max-age=86400");
      return res.redirect(302, `${publicUrl}/${name}`);
    }
    try {
      const file = await storage.get(name);
      if (!file) return next(new HttpError(404, "Not Found"));
      res.set(STORED_FILE_HEADERS);
      res.setHeader("Content-Type", file.contentType ?? contentTypeOf(name));
      if (file.etag) res.setHeader("ETag", file.etag);
      if (file.lastModified) res.setHeader("Last-Modified", file.lastModified.toUTCString());
      if (req.fresh || req.method === "HEAD") {
        file.body.destroy();
        if (req.fresh) return void res.status(304).end();
        return void res.setHeader("Content-Length", file.size).end();
      }
      res.setHeader("Content-Length", file.size);
      await pipeline(file.body, res);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      next(error);
    }
  };
}
