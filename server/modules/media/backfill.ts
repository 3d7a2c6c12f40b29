// What the migration that brought every existing image into the media library could not do in SQL: the size of each
// file, which only the storage knows. Run at start-up, in the background; it touches only entries whose size is
// still unknown and writes the same value whichever server writes it, so running it again, or on several servers at
// once, changes nothing more.
import { and, eq, isNull, sql } from "drizzle-orm";
import { media } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { LogFn } from "../../lib/logger";
import { contentTypeOf, type StoredEntry, type UploadStorage } from "../../storage";

const UPLOADS = "/uploads/";

/**
 * The stored file an entry's address names, or, for an address that named only the WebP copy of an upload
 * (`<id>-<w>x<h>.webp`, a page that showed just that), the full-size file beside it in a format every browser shows.
 */
function storedFileOf(url: string, files: ReadonlyMap<string, StoredEntry>): StoredEntry | undefined {
  if (!url.startsWith(UPLOADS)) return undefined;
  const name = url.slice(UPLOADS.length);
  const stem = /^([0-9a-f]{32}-[0-9]+x[0-9]+)\.webp$/.exec(name)?.[1];
  if (stem) {
    for (const extension of ["jpg", "png", "gif"]) {
      const full = files.get(`${stem}.${extension}`);
      if (full) return full;
    }
  }
  return files.get(name);
}

/**
 * Fills in the size of every library entry that has none, from the storage's listing; answers how many it filled.
 * An entry whose file is not in the storage keeps none (the next start looks again).
 */
export async function fillMissingMediaSizes(db: Db, storage: UploadStorage): Promise<number> {
  const unknown = await db
    .select({ id: media.id, url: media.url, name: media.name })
    .from(media)
    .where(isNull(media.bytes));
  if (!unknown.length) return 0;
  const files = new Map((await storage.list()).map((entry) => [entry.name, entry]));
  let filled = 0;
  for (const entry of unknown) {
    const file = storedFileOf(entry.url, files);
    if (!file) continue;
    const url = `${UPLOADS}${file.name}`;
    const moved = url !== entry.url;
    const updated = await db
      .update(media)
      .set({
        bytes: file.size,
        // The WebP-only address leads to the full-size file; a name that was the old file's follows it.
        ...(moved && { url, contentType: contentTypeOf(file.name) }),
        ...(moved && entry.name === entry.url.slice(UPLOADS.length) && { name: file.name }),
        // Not an edit: a dialog opened before this still saves.
        updatedAt: sql`${media.updatedAt}`,
      })
      .where(and(eq(media.id, entry.id), isNull(media.bytes), eq(media.url, entry.url)))
      .returning({ id: media.id });
    filled += updated.length;
  }
  return filled;
}

/** The start-up call: fills what it can in the background and says so in the log; a failure is a warning only. */
export function completeMediaBackfill(db: Db, storage: UploadStorage, log: LogFn): void {
  fillMissingMediaSizes(db, storage).then(
    (filled) => {
      if (filled) log(`Media library: recorded the file size of ${filled} image(s) from before the library.`);
    },
    (error) => {
      log(
        `Media library: could not record the sizes of older images: ${error instanceof Error ? error.message : error}`,
        {
          level: "warn",
        },
      );
    },
  );
}
