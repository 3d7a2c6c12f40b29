// Restores a backup archive into the configured database and upload store.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PUBLIC_CONTENT_CHANNEL } from "../db/change-notices";
import { applyMigrations, DEFAULT_CONNECT_TIMEOUT_SECONDS } from "../db/connection";
import { contentTypeOf, type UploadStorage } from "../storage";
import { checkRows } from "./check-rows";
import { inTransaction, type OpenedDatabase } from "./connect";
import { createBackup } from "./create-backup";
import { ident, type Manifest } from "./format";
import { loadRows } from "./load-rows";
import { lastAppliedMigration, migrationsUpTo } from "./migration-level";
import { readArchive } from "./read-archive";
import { archiveLocation, freeArchiveName, summaryOf, workFileFor, type BackupStore } from "./store";

/**
 * The database or store already holds a site and `--replace` was not given, or that site could not be saved as a
 * rollback archive first. Nothing was changed.
 */
export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  archive: string;
  database: OpenedDatabase;
  storage: UploadStorage;
  /** Replace a site that is there (after saving it as a rollback archive); without it such a site is refused. */
  replace: boolean;
  /** Where the rollback archive is saved: the store every other archive goes to, so the Backups screen lists it. */
  store: BackupStore;
  log?: (message: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The archive of what was there before, when something was replaced: its name in the store. */
  rollback?: string;
}

const CONNECT_TIMEOUT_MS = DEFAULT_CONNECT_TIMEOUT_SECONDS * 1000;

/**
 * Checks the whole archive before anything changes (its checksums, its tables, the rows the API validates), and
 * saves a site it replaces as a rollback archive; then empties the database, migrates it to the archive's
 * level, loads the rows, applies the newer migrations and puts the uploads back.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { archive, database, storage, replace, log = () => {} } = options;
  const { target, where } = database;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-"));
  try {
    const dir = path.join(work, "archive");
    const manifest = await readArchive(archive, dir);
    const archiveLevel = migrationsUpTo(manifest.migration.tag, work);
    await checkRows(archive, manifest, dir);

    const { found, migrated } = await inspectTarget(target, storage, manifest);
    if (found && !replace) {
      throw new RestoreRefusedError(
        `${where} already holds a site (${found}). Nothing was changed. To replace it, run the restore again ` +
          "with --replace: what is there is first saved as a backup archive.",
      );
    }
    let rollback: string | undefined;
    if (replace && (migrated || found)) {
      // Uploads beside a database never migrated: migrating it lets the rollback archive be written as usual.
      if (!migrated) await applyMigrations(target, CONNECT_TIMEOUT_MS, where);
      rollback = await saveRollback(database, storage, options.store, log);
    }

    try {
      await emptyDatabase(target);
      await applyMigrations(target, CONNECT_TIMEOUT_MS, where, archiveLevel);
      await loadRows(target, manifest, dir);
      await applyMigrations(target, CONNECT_TIMEOUT_MS, where);
      await restoreUploads(storage, manifest, dir);
    } catch (error) {
      // Past this point the old site is gone: say so, and how to go back.
      const back = rollback
        ? `Restore ${rollback} (in ${options.store.location}) with --replace to go back.`
        : "Run the restore again once the cause is fixed.";
      throw new Error(
        `${(error as Error).message}\nThe restore stopped part-way: ${where} may be incomplete. ${back}`,
        {
          cause: error,
        },
      );
    }
    if (database.kind === "postgres") await tellRunningServers(target);
    return { manifest, rollback };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Saves the site that is there as `before-restore-....tar.gz` in the backup store, then reads the store back to
 * see that it holds the whole archive. Until then nothing was changed, so any failure here stops the restore.
 */
async function saveRollback(
  database: OpenedDatabase,
  storage: UploadStorage,
  store: BackupStore,
  log: (message: string) => void,
): Promise<string> {
  const name = await freeArchiveName(store, new Date(), "before-restore");
  const { file, cleanUp } = workFileFor(store, name);
  try {
    const manifest = await createBackup({ source: database, storage, outFile: file, log });
    const bytes = fs.statSync(file).size;
    await store.save(file, name, summaryOf(manifest, "command"));
    const saved = await store.open(name);
    saved?.body.destroy();
    if (saved?.bytes !== bytes) {
      throw new Error(saved ? `the store holds ${saved.bytes} of its ${bytes} bytes` : "the store does not list it");
    }
  } catch (error) {
    throw new RestoreRefusedError(
      `The site there could not be saved as a rollback archive in ${store.location} ` +
        `(${(error as Error).message}). Nothing was changed.`,
      { cause: error },
    );
  } finally {
    cleanUp();
  }
  log(`Saved what was there to ${archiveLocation(store, name)} (restore ${name} to go back).`);
  return name;
}

/**
 * Whether the database was ever migrated, and what shows that a site is in use there, for people: accounts,
 * activity-log entries, inquiries, uploaded files the archive does not hold as they are. A database that was
 * only migrated (holding the seeded FAQ, say) has none of them and is filled without asking, and so is a store
 * holding just the archive's files (a move to PostgreSQL that keeps UPLOAD_DIR).
 */
async function inspectTarget(target: pg.ClientConfig, storage: UploadStorage, manifest: Manifest) {
  const client = new pg.Client(target);
  await client.connect();
  const found: string[] = [];
  try {
    const evidence: Array<[string, string]> = [
      ["users", "account(s)"],
      ["activity_log", "activity-log entries"],
      ["inquiries", "inquiries"],
    ];
    for (const [table, what] of evidence) {
      const exists = await client.query(`select to_regclass($1) is not null as found`, [`public.${table}`]);
      if (!exists.rows[0].found) continue;
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
      if (rows[0]!.n) found.push(`${rows[0]!.n} ${what}`);
    }
    const archived = new Map(manifest.uploads.map((u) => [u.name, u.bytes]));
    const uploads = (await storage.list()).filter((entry) => archived.get(entry.name) !== entry.size).length;
    if (uploads) found.push(`${uploads} uploaded file(s) the archive does not hold`);
    return { found: found.length ? found.join(", ") : undefined, migrated: !!(await lastAppliedMigration(client)) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops every table, view, sequence and enumerated type of the public schema, and the migrations' records. */
async function emptyDatabase(target: pg.ClientConfig) {
  await inTransaction(target, async (client) => {
    const names = async (sql: string) => (await client.query<{ name: string }>(sql)).rows.map((r) => ident(r.name));
    const views = await names(`select table_name as name from information_schema.views where table_schema = 'public'`);
    if (views.length) await client.query(`drop view if exists ${views.join(", ")} cascade`);
    const tables = await names(`select tablename as name from pg_tables where schemaname = 'public'`);
    if (tables.length) await client.query(`drop table if exists ${tables.join(", ")} cascade`);
    const sequences = await names(
      `select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
    );
    if (sequences.length) await client.query(`drop sequence if exists ${sequences.join(", ")} cascade`);
    const types = await names(
      `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype = 'e'`,
    );
    if (types.length) await client.query(`drop type if exists ${types.join(", ")} cascade`);
    await client.query("drop schema if exists drizzle cascade");
  });
}

/** Makes the store hold exactly the archive's files. */
async function restoreUploads(storage: UploadStorage, manifest: Manifest, dir: string) {
  const keep = new Set(manifest.uploads.map((u) => u.name));
  for (const upload of manifest.uploads) {
    await storage.put(upload.name, await fs.promises.readFile(path.join(dir, upload.file)), contentTypeOf(upload.name));
  }
  for (const entry of await storage.list()) if (!keep.has(entry.name)) await storage.delete(entry.name);
}

/** Servers running on the same PostgreSQL clear their read caches, as after an edit made on another server. */
async function tellRunningServers(target: pg.ClientConfig) {
  const client = new pg.Client(target);
  await client.connect();
  try {
    await client.query("select pg_notify($1, $2)", [PUBLIC_CONTENT_CHANNEL, JSON.stringify({ origin: "restore" })]);
  } finally {
    await client.end().catch(() => {});
  }
}
