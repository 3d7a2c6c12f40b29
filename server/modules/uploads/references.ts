// Where the database refers to uploaded files, in one place: the delete and edit paths ask it which files a row
// mentioned, and both they and the sweep ask it which files anything still mentions.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  clientLogos,
  media,
  pageRevisions,
  pages,
  services,
  siteSettings,
  teamMembers,
  testimonials,
} from "@shared/tables";
import type { Db } from "../../db/connection";
import type { Tx } from "../versioned-update";

/**
 * Every column whose text may carry the address of an uploaded file. A file is in use while any row mentions it
 * in one of these, in any form: `/uploads/x.png`, an absolute address on this site, or inside HTML (src, srcset,
 * links) for page content.
 */
const UPLOAD_COLUMNS: readonly (readonly [PgTable, readonly AnyPgColumn[]])[] = [
  [teamMembers, [teamMembers.imageUrl]],
  [clientLogos, [clientLogos.logoUrl]],
  [testimonials, [testimonials.avatarUrl, testimonials.companyLogoUrl]],
  [services, [services.imageUrl]],
  // The image settings (the company logo, the home page's hero image) live here; a mention in any other setting
  // keeps a file too, which is the safe side.
  [siteSettings, [siteSettings.settingValue]],
  [pages, [pages.content]],
  // A page's history: restoring an earlier revision must bring its images back, so they stay while it is kept.
  [pageRevisions, [pageRevisions.content]],
  // The media library: a library image is kept until it is deleted from the library, used or not.
  [media, [media.url]],
];

// The same expression in JavaScript and in PostgreSQL (its bracket syntax means the same in both).
export const UPLOAD_ADDRESS = "/uploads/([A-Za-z0-9._-]+)";
const ADDRESS = UPLOAD_ADDRESS;

/** The file names of every upload address in `text`. */
export function uploadNamesIn(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...text.matchAll(new RegExp(ADDRESS, "g"))].map((m) => m[1]!);
}

/**
 * The upload a stored file belongs to: the 32 random hex digits that start the name of every file one upload
 * wrote (the full-size image, its resized copies, or an SVG). Null for anything else in the folder (a .gitkeep,
 * a file put there by hand), which clean-up never touches.
 */
export function uploadIdOf(fileName: string): string | null {
  return /^([0-9a-f]{32})(?:[-.]|$)/.exec(fileName)?.[1] ?? null;
}

/** The upload ids mentioned in the upload columns of one row of `table` (a row as drizzle returns it). */
export function uploadIdsInRow(table: PgTable, row: object | null | undefined): Set<string> {
  const ids = new Set<string>();
  if (!row) return ids;
  const columns = UPLOAD_COLUMNS.find(([t]) => t === table)?.[1] ?? [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!columns.includes(column)) continue;
    const value = (row as Record<string, unknown>)[key];
    for (const name of uploadNamesIn(typeof value === "string" ? value : null)) {
      const id = uploadIdOf(name);
      if (id) ids.add(id);
    }
  }
  return ids;
}

/**
 * Every upload id some row still mentions. PostgreSQL extracts the names itself, so page HTML is not copied
 * to the server for this.
 */
export async function referencedUploadIds(db: Db | Tx): Promise<Set<string>> {
  const selects: SQL[] = UPLOAD_COLUMNS.flatMap(([table, columns]) =>
    columns.map((column) => sql`select (regexp_matches(${column}, ${ADDRESS}, 'g'))[1] as name from ${table}`),
  );
  const result = await db.execute<{ name: string }>(sql.join(selects, sql` union `));
  const ids = new Set<string>();
  for (const { name } of result.rows) {
    const id = uploadIdOf(name);
    if (id) ids.add(id);
  }
  return ids;
}
