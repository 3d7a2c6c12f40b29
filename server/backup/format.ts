// What a backup archive holds and how its parts are named. One .tar.gz:
//
//   manifest.json          product and version, the last migration applied, every part with its size and SHA-256
//   manifest.json.sha256   the SHA-256 of manifest.json, so a changed manifest is noticed like any other part
//   data/<table>.jsonl     one row per line: a JSON object of the row's columns by name (PostgreSQL's own JSON form
//                          of each value: timestamps in ISO 8601 UTC, arrays and jsonb as JSON, bytea as "\x" hex)
//   uploads/<name>         every uploaded file, image variants included, byte for byte
import { createHash } from "node:crypto";
import fs from "node:fs";
import { z } from "zod";
import { isStorableName } from "../storage/storage";

export const MANIFEST = "manifest.json";
export const MANIFEST_CHECKSUM = "manifest.json.sha256";
export const FORMAT = "accessible-content-site-backup";
export const FORMAT_VERSION = 1;

/**
 * Tables that are not the site's content: sign-in sessions (a secret: whoever holds one is signed in), rate-limit
 * counters, the record of backups made (restored elsewhere it would tell of archives that are not there), and
 * passkey challenges waiting for an answer and the quote form's used proofs of work (good for minutes only).
 * Every other table of the public schema is backed up, so tables added later need no change
 * here; drizzle's own bookkeeping lives in another schema and is recorded as the manifest's migration instead.
 */
export const EXCLUDED_TABLES: readonly string[] = [
  "session",
  "rate_limits",
  "backup_runs",
  "webauthn_challenges",
  "used_inquiry_challenges",
];

/** Table names that can safely become file names (drizzle names tables in snake_case). */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The archive name the backup command gives by default: backup-YYYYMMDD-HHMMSS.tar.gz (UTC). */
export function defaultArchiveName(now = new Date(), prefix = "backup"): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/-|:/g, "")
    .replace("T", "-");
  return `${prefix}-${stamp}.tar.gz`;
}

/** A name the backup commands may write into or read from the backups folder: no path, nothing else. */
export const ARCHIVE_NAME = /^[a-z][a-z-]{0,40}-\d{8}-\d{6}(?:-\d+)?\.tar\.gz$/;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hexadecimal");
const part = { file: z.string(), bytes: z.number().int().min(0), sha256: sha256Hex };

export const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  product: z.strictObject({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  /** Where the rows came from: "embedded" or "postgres" (for people; a restore accepts either). */
  source: z.enum(["embedded", "postgres"]),
  /** The last migration applied to the database the rows came from: their shape. */
  migration: z.strictObject({ tag: z.string().min(1), when: z.number().int() }),
  /** In the order they may be loaded (a table after the tables it refers to). */
  tables: z.array(
    z.strictObject({
      name: z.string().regex(TABLE_NAME, "must be a plain table name"),
      rows: z.number().int().min(0),
      ...part,
    }),
  ),
  uploads: z.array(
    z.strictObject({ name: z.string().refine(isStorableName, "must be an upload's file name"), ...part }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const tableFile = (table: string) => {
  if (!TABLE_NAME.test(table)) throw new Error(`The table name ${JSON.stringify(table)} cannot be backed up.`);
  return `data/${table}.jsonl`;
};
export const uploadFile = (name: string) => `uploads/${name}`;

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** The SHA-256 and size of a file, read as a stream (uploads may be large). */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

/** A double-quoted SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
