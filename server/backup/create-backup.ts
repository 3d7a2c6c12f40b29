// Writes one archive holding a whole site: every content table's rows, every uploaded file and a manifest.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import * as tar from "tar";
import type { ConnectionTarget } from "../db/connection";
import { findProjectRoot } from "../lib/project-root";
import type { UploadStorage } from "../storage";
import {
  FORMAT,
  FORMAT_VERSION,
  hashFile,
  ident,
  MANIFEST,
  MANIFEST_CHECKSUM,
  sha256,
  tableFile,
  uploadFile,
  type Manifest,
} from "./format";
import { lastAppliedMigration } from "./migration-level";
import { contentTables, inForeignKeyOrder, primaryKeys } from "./tables";

/** The database to read: where to connect, or a way to make a new connection (a running server's own). */
export type BackupSource = { kind: "embedded" | "postgres"; where: string } & (
  { target: ConnectionTarget } | { connect(): pg.Client }
);

export interface BackupOptions {
  source: BackupSource;
  storage: UploadStorage;
  /** The archive to write; its folder is created. Only the user running the command may read it. */
  outFile: string;
  log?: (message: string) => void;
}

const ROWS_PER_FETCH = 1_000;

/** Makes the archive and returns its manifest. A failed backup leaves no file at `outFile`. */
export async function createBackup({ source, storage, outFile, log = () => {} }: BackupOptions): Promise<Manifest> {
  fs.mkdirSync(path.dirname(outFile), { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(path.dirname(outFile), ".backup-"));
  const partial = `${outFile}.partial-${process.pid}`;
  try {
    const { migration, tables } = await writeTables(source, staging);
    const uploads = await writeUploads(storage, staging, log);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      product: productVersion(),
      createdAt: new Date().toISOString(),
      source: source.kind,
      migration,
      tables,
      uploads,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    fs.writeFileSync(path.join(staging, MANIFEST), manifestText);
    fs.writeFileSync(path.join(staging, MANIFEST_CHECKSUM), `${sha256(manifestText)}  ${MANIFEST}\n`);
    // Created first with mode 0600: it holds password hashes. The manifest comes first, so it is read first.
    fs.writeFileSync(partial, "", { mode: 0o600 });
    const parts = [MANIFEST, MANIFEST_CHECKSUM, ...tables.map((t) => t.file), ...uploads.map((u) => u.file)];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, parts);
    fs.renameSync(partial, outFile);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Every content table, read in one snapshot (REPEATABLE READ, READ ONLY): rows that refer to each other are
 * taken at the same moment even while the site is being edited. Times come out in UTC.
 */
async function writeTables(source: BackupSource, staging: string) {
  const client = "connect" in source ? source.connect() : new pg.Client(source.target);
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("set local time zone 'UTC'");
    const migration = await lastAppliedMigration(client);
    if (!migration) throw new Error(`${source.where} holds no site yet (no migration was ever applied to it).`);
    const names = await contentTables(client);
    const keys = await primaryKeys(client, names);
    const tables: Manifest["tables"] = [];
    fs.mkdirSync(path.join(staging, "data"));
    for (const name of await inForeignKeyOrder(client, names)) {
      const file = tableFile(name);
      const written = await writeRows(client, name, keys.get(name)!, path.join(staging, file));
      tables.push({ name, file, ...written });
    }
    await client.query("commit");
    return { migration, tables };
  } finally {
    await client.end().catch(() => {});
  }
}

/** One table's rows as JSON lines, in primary-key order, fetched in batches through a cursor. */
async function writeRows(client: pg.Client, table: string, key: string[], file: string) {
  const order = key.length ? ` order by ${key.map((column) => `t.${ident(column)}`).join(", ")}` : "";
  await client.query(`declare backup_rows no scroll cursor for
    select to_jsonb(t)::text as row from ${ident(table)} t${order}`);
  const handle = await fs.promises.open(file, "w", 0o600);
  let rows = 0;
  try {
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${ROWS_PER_FETCH} from backup_rows`);
      if (!batch.rows.length) break;
      rows += batch.rows.length;
      await handle.write(batch.rows.map((r) => `${r.row}\n`).join(""));
    }
  } finally {
    await handle.close();
  }
  await client.query("close backup_rows");
  return { rows, ...(await hashFile(file)) };
}

/** Every stored upload (image variants are files of their own); one deleted meanwhile is left out and named. */
async function writeUploads(storage: UploadStorage, staging: string, log: (message: string) => void) {
  fs.mkdirSync(path.join(staging, "uploads"));
  const uploads: Manifest["uploads"] = [];
  const names = (await storage.list()).map((entry) => entry.name).sort();
  for (const name of names) {
    const stored = await storage.get(name);
    if (!stored) {
      log(`Left out /uploads/${name}: it was deleted while the backup ran.`);
      continue;
    }
    const file = uploadFile(name);
    await pipeline(stored.body, fs.createWriteStream(path.join(staging, file), { mode: 0o600 }));
    uploads.push({ name, file, ...(await hashFile(path.join(staging, file))) });
  }
  return uploads;
}

function productVersion(): Manifest["product"] {
  const pkg = JSON.parse(fs.readFileSync(path.join(findProjectRoot(), "package.json"), "utf8"));
  return { name: String(pkg.name), version: String(pkg.version) };
}
