import type { Readable } from "node:stream";

/** One stored upload, ready to stream. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** The type recorded when the file was stored; undefined when the store keeps none (files on disk). */
  contentType?: string;
  /** A validator for conditional requests, quoted as in an ETag header. */
  etag?: string;
  lastModified?: Date;
}

/** What a listing tells about one stored file. */
export interface StoredEntry {
  name: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded files live: a folder on this machine, or a bucket every server of the site shares. Names are
 * flat (no folders) and come from the server itself or from `isStorableName`-checked addresses, never from a
 * client's file name.
 */
export interface UploadStorage {
  /** Where the files are, for log lines: a folder path or `s3://bucket`. */
  readonly location: string;
  /** Stores a new file; an existing one of the same name is replaced (names are random, so this never happens). */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file with its size and validators, or undefined when there is none. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Size and age without the content, or undefined when there is no such file. */
  stat(name: string): Promise<StoredEntry | undefined>;
  /** Removes a file; a file that is already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored file (names starting with a dot excluded), in no particular order. */
  list(): Promise<StoredEntry[]>;
  /** Lets go of connections, so a command-line program can end. */
  close?(): Promise<void>;
}

/** A name an upload can have: letters, digits, `.`, `_` and `-`, not starting with a dot. */
export function isStorableName(name: string): boolean {
  return name.length <= 255 && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name);
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  avif: "image/avif",
  ico: "image/x-icon",
};

/** The content type of a stored image by its extension (the server chose the extension from the file's bytes). */
export function contentTypeOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (extension && TYPES[extension]) || "application/octet-stream";
}

/**
 * The store did not answer (refused, timed out) or failed on its side (5xx): an outage rather than a bug, which
 * the error handler answers 503 with Retry-After. `reason` is the store client's own account, for the log.
 */
export class StorageUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`File storage unavailable: ${reason}`);
  }
}
