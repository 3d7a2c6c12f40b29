import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { OpenedDatabase } from "../backup/connect";
import { createBackup } from "../backup/create-backup";
import { applyMigrations, type ConnectionTarget } from "../db/connection";
import { startEmbeddedPostgres } from "../db/embedded";
import { LocalStorage, type UploadStorage } from "../storage";

/**
 * The set-up of the backup and restore tests: a temporary folder and everything made in it removed after the
 * file, and two in-memory embedded databases that serve every test in turn (starting one takes seconds), which
 * each test empties first.
 */
export function useBackupDatabases() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  let counter = 0;
  const folder = (name: string) => fs.mkdtempSync(path.join(tmp, `${name}-${++counter}-`));

  let first: OpenedDatabase;
  let second: OpenedDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([memoryDatabase(), memoryDatabase()]);
  }, 120_000);

  async function memoryDatabase(): Promise<OpenedDatabase> {
    const embedded = await startEmbeddedPostgres(null);
    cleanups.push(() => embedded.stop());
    return { target: embedded.connection, kind: "embedded", where: "the test database", close: async () => {} };
  }

  /** Empties one of the shared databases: no tables, no migrations applied. */
  async function emptied(database: OpenedDatabase): Promise<OpenedDatabase> {
    const client = new pg.Client(database.target);
    await client.connect();
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema public cascade");
    await client.query("create schema public");
    await client.end();
    return database;
  }

  /** A new, empty database on the test PostgreSQL (TEST_DATABASE_URL), dropped after the file. */
  async function postgresDatabase(): Promise<OpenedDatabase> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const base = new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1) || "postgres";
    const name = `${base}_backup_${process.pid}_${++counter}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const again = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return { target: { connectionString: url.href }, kind: "postgres", where: name, close: async () => {} };
  }

  /** Backs a site up into a new archive file. */
  async function backUp(source: Pick<OpenedDatabase, "target" | "kind" | "where">, storage: UploadStorage) {
    const outFile = path.join(folder("archives"), "site.tar.gz");
    const manifest = await createBackup({ source, storage, outFile });
    return { outFile, manifest };
  }

  return {
    /** The first shared embedded database (not emptied: pass it to `emptied`). */
    get first() {
      return first;
    },
    /** The second shared embedded database. */
    get second() {
      return second;
    },
    emptied,
    postgresDatabase,
    folder,
    localStorage: () => new LocalStorage(folder("uploads")),
    migrate: (target: ConnectionTarget, folderPath?: string) =>
      applyMigrations(target, 10_000, "the test database", folderPath),
    backUp,
  };
}
