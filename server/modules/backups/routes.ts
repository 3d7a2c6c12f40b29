// Backups for administrators: the archives in DATA_DIR/backups, making one now, and downloading one. The same
// archives as `npm run backup` writes; restoring stays a command (it replaces the running site's database).
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import { createBackup } from "../../backup/create-backup";
import { ARCHIVE_NAME, freeArchivePath } from "../../backup/format";
import type { Database } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { recordBackupSuccess } from "../../lib/metrics";
import type { UploadStorage } from "../../storage";

export interface BackupRoutesOptions {
  database: Database;
  storage: UploadStorage;
  /** DATA_DIR/backups. */
  backupsDir: string;
  log: (message: string) => void;
}

/** One archive as the list shows it. */
export interface BackupInfo {
  name: string;
  bytes: number;
  createdAt: string;
}

export function backupRoutes({ database, storage, backupsDir, log }: BackupRoutesOptions): Router {
  const router = Router();
  router.use(requireAdmin);
  // One backup at a time: a second request while one runs would only read the same site again.
  let running = false;
  // The metrics' backup age counts archives made before this start too (`npm run backup`, an earlier server).
  const newest = listBackups(backupsDir)[0];
  if (newest) recordBackupSuccess(new Date(newest.createdAt));

  router.get("/", (_req, res) => {
    res.json(listBackups(backupsDir));
  });

  router.post("/", async (_req, res) => {
    if (running) throw new HttpError(409, "A backup is being made right now; try again once it is done.");
    running = true;
    const outFile = freeArchivePath(backupsDir);
    try {
      // A connection of its own, outside the pool, so the site's requests keep theirs meanwhile.
      const source = { kind: database.kind, where: "the site's database", connect: database.dedicatedClient };
      await createBackup({ source, storage, outFile, log });
      recordBackupSuccess();
    } finally {
      running = false;
    }
    res.status(201).json(infoOf(backupsDir, path.basename(outFile)));
  });

  router.get("/:name", (req, res) => {
    const { name } = req.params;
    // Only names the backups are given: nothing that could point outside the folder.
    const file = path.join(backupsDir, name);
    if (!ARCHIVE_NAME.test(name) || !fs.existsSync(file)) throw new HttpError(404, "There is no such backup.");
    res.download(file, name, { headers: { "Content-Type": "application/gzip" } });
  });
  return router;
}

function infoOf(dir: string, name: string): BackupInfo {
  const stat = fs.statSync(path.join(dir, name));
  return { name, bytes: stat.size, createdAt: stat.mtime.toISOString() };
}

/** The archives in the folder, newest first; partial files of a backup still running are not listed. */
export function listBackups(dir: string): BackupInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => ARCHIVE_NAME.test(name))
    .map((name) => infoOf(dir, name))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.name < b.name ? 1 : -1));
}
