import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import multer from "multer";
import { HttpError, badRequest } from "./errors";

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "svg";

const EXTENSIONS: Record<ImageKind, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp", svg: "svg" };
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
/** Team photos (spec 9: 1 MB, with the spec's message). */
export const TEAM_IMAGE_RULE: UploadRule = { maxBytes: 1 * MB, tooLargeMessage: "File size should not exceed 1MB" };

/**
 * Accepts one image in the multipart field `image`, checks its real type and size, stores it under a random
 * name in `uploadDir`, and leaves the public address in `res.locals.uploadUrl`.
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
    const name = `${randomBytes(16).toString("hex")}.${EXTENSIONS[kind]}`;
    await fs.mkdir(uploadDir, { recursive: true });
    await fs.writeFile(path.join(uploadDir, name), req.file.buffer, { flag: "wx" });
    res.locals.uploadUrl = `/uploads/${name}`;
    next();
  };

  return [parse, store];
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
