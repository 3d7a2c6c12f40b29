// Removing uploaded files nothing refers to any more: right after a write drops a row's last reference to a file,
// and in a sweep (at start-up and `npm run uploads:sweep`) for files left behind otherwise, e.g. an image
// uploaded in a dialog that was then cancelled. Both read what is in use and remove files under the lock that
// writes adding a use take too (see lock.ts).
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connection";
import type { UploadStorage } from "../../storage";
import { lockUploadsForCleanup } from "./lock";
import { referencedUploadIds, uploadIdOf, uploadIdsInRow } from "./references";

/**
 * How old an unreferenced file must be before the sweep removes it. A younger one may belong to an upload
 * whose record is still being written in an open dialog: the file is stored when it is chosen, the record
 * only when the dialog is saved.
 */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface UploadCleanup {
  /**
   * Call after the commit that changed or deleted a row of `table` (`after` null for a delete): the files the
   * row mentioned before and no longer mentions are removed, all their resized copies with them, unless some
   * other row still mentions them. Failures are logged; this never throws, so the write's answer stands.
   */
  releaseDropped(table: PgTable, before: object | null | undefined, after: object | null | undefined): Promise<void>;
  /** The same after the commit that deleted rows (of each table, its rows): every file they mentioned goes, unless
   * some row still mentions it. */
  releaseDeleted(deleted: readonly (readonly [PgTable, readonly object[]])[]): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function uploadCleanup({ db, storage, log }: { db: Db; storage: UploadStorage; log: (message: string) => void }): UploadCleanup {
  /** Removes the uploads `dropped` that no row mentions, in a transaction that holds the clean-up lock throughout. */
  async function removeUnused(dropped: Set<string>) {
    if (!dropped.size) return;
    try {
      await db.transaction(async (tx) => {
        await lockUploadsForCleanup(tx);
        const referenced = await referencedUploadIds(tx);
        const unused = new Set([...dropped].filter((id) => !referenced.has(id)));
        if (!unused.size) return;
        // Every file of the upload starts with its id: the full-size image and each resized copy.
        const names = (await storage.list()).map(({ name }) => name).filter((name) => {
          const id = uploadIdOf(name);
          return id !== null && unused.has(id);
        });
        for (const name of names) {
          try {
            await storage.delete(name);
          } catch (error) {
            log(`Could not remove the unused upload ${name}: ${messageOf(error)}`);
          }
        }
      });
    } catch (error) {
      log(`Could not clean up the uploads ${[...dropped].join(", ")}: ${messageOf(error)}`);
    }
  }

  return {
    async releaseDropped(table, before, after) {
      const kept = uploadIdsInRow(table, after);
      await removeUnused(new Set([...uploadIdsInRow(table, before)].filter((id) => !kept.has(id))));
    },
    async releaseDeleted(deleted) {
      await removeUnused(new Set(deleted.flatMap(([table, rows]) => rows.flatMap((row) => [...uploadIdsInRow(table, row)]))));
    },
  };
}

export interface SweepResult {
  /** File names removed. */
  removed: string[];
  /** Files that should have gone but could not be removed. */
  failed: { name: string; error: string }[];
}

/**
 * Removes every uploaded file that no row mentions and that was last modified at least `minAgeMs` ago. Files
 * whose names are not an upload's (see uploadIdOf) are left alone.
 */
export async function sweepUploads({
  db,
  storage,
  minAgeMs = SWEEP_MIN_AGE_MS,
  now = Date.now(),
}: {
  db: Db;
  storage: UploadStorage;
  minAgeMs?: number;
  now?: number;
}): Promise<SweepResult> {
  const result: SweepResult = { removed: [], failed: [] };
  await db.transaction(async (tx) => {
    await lockUploadsForCleanup(tx);
    const referenced = await referencedUploadIds(tx);
    const entries = (await storage.list()).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { name, lastModified } of entries) {
      const id = uploadIdOf(name);
      if (!id || referenced.has(id) || now - lastModified.getTime() < minAgeMs) continue;
      try {
        await storage.delete(name);
        result.removed.push(name);
      } catch (error) {
        result.failed.push({ name, error: messageOf(error) });
      }
    }
  });
  return result;
}
