import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import multer from "multer";
import { HttpError, badRequest } from "./errors";
import { encodeUpload, type EncodedFile, type RasterKind } from "./image-processing";

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

function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes.subarray(0, 4096).toString("utf8").replace(/^\uFEFF/, "");
  // Optional XML declaration, comments and doctype, then the <svg> root element.
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
  return prolog.test(text);
}

export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
  allowSvg?: boolean;
}

/** Client logos, testimonial images and the company logo. */
export const IMAGE_RULE: UploadRule = { maxBytes: 5 * MB, tooLargeMessage: "File size should not exceed 5MB" };
/** Team photos are kept small: 1 MB. */
export const TEAM_IMAGE_RULE: UploadRule = { maxBytes: 1 * MB, tooLargeMessage: "File size should not exceed 1MB" };

/**
 * Accepts one image in the multipart field `image`, checks its real type and size, stores it under a random
 * name in `uploadDir` (raster images re-encoded, with narrower copies), and leaves the public address of the
 * full-size image in `res.locals.uploadUrl`.
 */
export function imageUpload(uploadDir: string, rule: UploadRule): RequestHandler[] {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 10, parts: 12 },
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
    const id = randomBytes(16).toString("hex");
    // SVG is kept byte for byte (it scales by itself); raster images are re-encoded, with narrower copies.
    const { url, files } =
      kind === "svg"
        ? { url: `/uploads/${id}.svg`, files: [{ name: `${id}.svg`, data: req.file.buffer }] }
        : await encodeUpload(req.file.buffer, kind, id);
    await writeAll(uploadDir, files);
    res.locals.uploadUrl = url;
    next();
  };

  return [parse, store];
}

/** Writes every file of one upload, or none: a failure part-way removes the ones already written. */
async function writeAll(uploadDir: string, files: EncodedFile[]): Promise<void> {
  await fs.mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const file of files) {
      const target = path.join(uploadDir, file.name);
      await fs.writeFile(target, file.data, { flag: "wx" });
      written.push(target);
    }
  } catch (error) {
    await Promise.all(written.map((target) => fs.rm(target, { force: true })));
    throw error;
  }
}

/** Serves stored uploads; any script inside an SVG is kept from running. */
export function serveUploads(uploadDir: string): RequestHandler {
  return express.static(uploadDir, {
    index: false,
    dotfiles: "deny",
    fallthrough: false,
    maxAge: "30d",
    immutable: true,
    setHeaders(res) {
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    },
  });
}
