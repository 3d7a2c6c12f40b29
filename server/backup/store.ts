// Where backup archives are kept: a folder of the server (BACKUP_DIR, by default DATA_DIR/backups) or the upload
// bucket under `backups/`. Beside each archive the server writes a small summary (`<archive>.json`: when, why, rows
// per table, files) so that listing the backups does not unpack them; an archive without one (copied in by hand)
// is summarised from its manifest, which is the archive's first entry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { z } from "zod";
import { backupTriggers, type BackupInfo, type BackupTrigger } from "@shared/backups";
import { ARCHIVE_NAME, defaultArchiveName, MANIFEST, type Manifest } from "./format";

/** What the summary beside an archive records. */
export const summarySchema = z.object({
  createdAt: z.string(),
  trigger: z.enum(backupTriggers).optional(),
  tables: z.array(z.object({ name: z.string(), rows: z.number() })),
  uploads: z.number(),
});
export type BackupSummary = z.infer<typeof summarySchema>;

export const summaryOf = (manifest: Manifest, trigger?: BackupTrigger): BackupSummary => ({
  createdAt: manifest.createdAt,
  trigger,
  tables: manifest.tables.map(({ name, rows }) => ({ name, rows })),
  uploads: manifest.uploads.length,
});

export interface BackupStore {
  /** Where the archives are, for people: a folder or `s3://bucket/backups/`. */
  readonly location: string;
  /** Every archive, newest first. */
  list(): Promise<BackupInfo[]>;
  /** Whether an archive of this name is stored. */
  has(name: string): Promise<boolean>;
  /** Moves the finished archive `file` into the store as `name`, with its summary; `file` is gone afterwards. */
  save(file: string, name: string, summary: BackupSummary): Promise<void>;
  /** The archive's bytes to stream, or undefined when there is none of that name. */
  open(name: string): Promise<{ body: Readable; bytes: number } | undefined>;
  /** Deletes an archive and its summary. */
  remove(name: string): Promise<void>;
}

export const summaryName = (archive: string) => `${archive}.json`;

/**
 * A name for an archive made now that the store does not hold yet (`backup-...`, or `before-restore-...` for a
 * restore's rollback): -1, -2... added when one was made this second.
 */
export async function freeArchiveName(store: BackupStore, now = new Date(), prefix = "backup"): Promise<string> {
  const base = defaultArchiveName(now, prefix);
  let name = base;
  for (let n = 1; await store.has(name); n++) name = base.replace(/\.tar\.gz$/, `-${n}.tar.gz`);
  return name;
}

/** Where an archive of the store is, for people: its path, or its address in the bucket. */
export const archiveLocation = (store: BackupStore, name: string) =>
  store instanceof DiskBackupStore ? path.join(store.dir, name) : `${store.location}${name}`;

/**
 * Where to make an archive before it is saved into the store: beside the archives when they are on disk (then it
 * is moved in by renaming, and no archive is ever listed half-written), else a private temporary folder.
 */
export function workFileFor(store: BackupStore, name: string): { file: string; cleanUp(): void } {
  const dir = store instanceof DiskBackupStore ? store.dir : fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const file = path.join(dir, `.making-${name}`);
  return {
    file,
    cleanUp: () => fs.rmSync(store instanceof DiskBackupStore ? file : dir, { recursive: true, force: true }),
  };
}

/** The listing's entry for an archive, from its summary when there is one. */
export function infoOf(name: string, bytes: number, modified: Date, summary: BackupSummary | undefined): BackupInfo {
  if (!summary) return { name, bytes, createdAt: modified.toISOString() };
  const { createdAt, trigger, tables, uploads } = summary;
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  return { name, bytes, createdAt, ...(trigger && { trigger }), tables, rows, uploads };
}

export const newestFirst = (a: BackupInfo, b: BackupInfo) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.name < b.name ? 1 : -1;

/** Reads a summary's JSON; anything unreadable counts as no summary. */
export function parseSummary(text: string): BackupSummary | undefined {
  try {
    const parsed = summarySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The summary of an archive, read from its manifest without unpacking the rest: the manifest is written first,
 * so reading stops after a few kilobytes. Undefined when the archive is not one the backup command wrote.
 */
export async function summaryFromArchive(body: Readable): Promise<BackupSummary | undefined> {
  let text: string | undefined;
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (entry.path !== MANIFEST) return entry.resume();
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => {
        text = Buffer.concat(chunks).toString("utf8");
        body.destroy();
      });
    },
  });
  await pipeline(body, parser).catch(() => {});
  if (text === undefined) return undefined;
  try {
    const manifest = JSON.parse(text) as Manifest;
    return summarySchema.parse(summaryOf(manifest));
  } catch {
    return undefined;
  }
}

/** Archives in a folder of this machine. */
export class DiskBackupStore implements BackupStore {
  // Summaries read from archives that have none, by name, size and time, so each is read once.
  private readonly read = new Map<string, BackupSummary | undefined>();

  constructor(readonly dir: string) {}

  get location() {
    return this.dir;
  }

  private pathOf(name: string) {
    if (!ARCHIVE_NAME.test(name)) throw new Error(`Not a backup archive's name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }

  async list(): Promise<BackupInfo[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const archives = names.filter((name) => ARCHIVE_NAME.test(name));
    const infos = await Promise.all(
      archives.map(async (name) => {
        const stat = await fs.promises.stat(this.pathOf(name)).catch(() => undefined);
        if (!stat?.isFile()) return undefined;
        return infoOf(name, stat.size, stat.mtime, await this.summary(name, stat));
      }),
    );
    return infos.filter((info) => info !== undefined).sort(newestFirst);
  }

  private async summary(name: string, stat: fs.Stats): Promise<BackupSummary | undefined> {
    const written = await fs.promises.readFile(path.join(this.dir, summaryName(name)), "utf8").catch(() => undefined);
    if (written !== undefined) return parseSummary(written);
    const key = `${name}:${stat.size}:${stat.mtimeMs}`;
    if (!this.read.has(key)) this.read.set(key, await summaryFromArchive(fs.createReadStream(this.pathOf(name))));
    return this.read.get(key);
  }

  async has(name: string) {
    return fs.existsSync(this.pathOf(name));
  }

  async save(file: string, name: string, summary: BackupSummary) {
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    // The summary first: an archive listed a moment later always has its own.
    await fs.promises.writeFile(path.join(this.dir, summaryName(name)), JSON.stringify(summary), { mode: 0o600 });
    const target = this.pathOf(name);
    try {
      await fs.promises.rename(file, target);
    } catch (error) {
      // Another file system (the archive was made in a temporary folder): copy, then remove the original.
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await fs.promises.copyFile(file, target);
      await fs.promises.chmod(target, 0o600);
      await fs.promises.rm(file, { force: true });
    }
  }

  async open(name: string) {
    if (!ARCHIVE_NAME.test(name)) return undefined;
    try {
      const handle = await fs.promises.open(this.pathOf(name), "r");
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream({ autoClose: true }), bytes: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async remove(name: string) {
    await fs.promises.rm(this.pathOf(name), { force: true });
    await fs.promises.rm(path.join(this.dir, summaryName(name)), { force: true });
  }
}
