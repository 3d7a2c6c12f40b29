import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, type ConnectionTarget } from "../db/connection";
import { startEmbeddedPostgres } from "../db/embedded";
import { verifyPassword } from "../lib/password";
import { LocalStorage, type UploadStorage } from "../storage";
import { ADMIN_PASSWORD, fillSite, readSite, UPLOADS, type SiteContents } from "../test/backup-fixture";
import { startFakeS3, type FakeS3 } from "../test/s3";
import { openForBackup, openForRestore, type OpenedDatabase } from "./connect";
import { createBackup } from "./create-backup";
import { sha256 } from "./format";
import { knownMigrations, migrationsUpTo } from "./migration-level";
import { ArchiveRefusedError, readArchive } from "./read-archive";
import { restoreBackup, RestoreRefusedError } from "./restore-backup";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

let counter = 0;
const folder = (name: string) => fs.mkdtempSync(path.join(tmp, `${name}-${++counter}-`));
const localStorage = () => new LocalStorage(folder("uploads"));

// Two in-memory embedded databases serve every test in turn (starting one takes seconds): each test empties
// the ones it uses first.
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

const migrate = (target: ConnectionTarget, folderPath?: string) =>
  applyMigrations(target, 10_000, "the test database", folderPath);

/** What a restored site must hold: the source's rows and uploads, without its sessions and rate-limit counters. */
const restoredFrom = (source: SiteContents): SiteContents => ({
  ...source,
  tables: { ...source.tables, session: [], rate_limits: [] },
});

async function backUp(source: Pick<OpenedDatabase, "target" | "kind" | "where">, storage: UploadStorage) {
  const outFile = path.join(folder("archives"), "site.tar.gz");
  const manifest = await createBackup({ source, storage, outFile });
  return { outFile, manifest };
}

describe("a backup restored into another database", () => {
  let fakeS3: FakeS3 | undefined;
  afterAll(() => fakeS3?.stop());

  it(`moves a whole site from the embedded database to ${process.env.TEST_DATABASE_URL ? "PostgreSQL and a bucket" : "another embedded database and a bucket"} and back`, async () => {
    const sourceDb = await emptied(first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    const source = await readSite(sourceDb.target, sourceStorage);
    const { outFile, manifest } = await backUp(sourceDb, sourceStorage);

    const empty = Object.entries(source.tables).filter(([, rows]) => !rows.length);
    expect(empty, "backup-fixture.ts should put a row in every table").toEqual([]);
    expect(manifest.tables.map((t) => t.name)).not.toContain("session");
    expect(manifest.tables.map((t) => t.name)).not.toContain("rate_limits");
    expect(manifest.uploads.map((u) => u.name).sort()).toEqual(Object.keys(UPLOADS).sort());

    // Into PostgreSQL (or a second embedded database without TEST_DATABASE_URL), uploads into a bucket.
    const middleDb = process.env.TEST_DATABASE_URL ? await postgresDatabase() : await emptied(second);
    fakeS3 = await startFakeS3();
    const middleStorage = fakeS3.storage;
    await restoreBackup({
      archive: outFile,
      database: middleDb,
      storage: middleStorage,
      replace: false,
      backupsDir: folder("b"),
    });
    expect(await readSite(middleDb.target, middleStorage)).toEqual(restoredFrom(source));
    // The administrators sign in with their passwords: the hashes came along unchanged.
    const client = new pg.Client(middleDb.target);
    await client.connect();
    const hash = (await client.query("select password from users where username = 'admin'")).rows[0].password;
    await client.end();
    expect(await verifyPassword(ADMIN_PASSWORD, hash)).toBe(true);

    // And back into a new embedded database on disk with uploads on disk, as `npm run restore` opens it.
    const back = await backUp(middleDb, middleStorage);
    const targetDir = path.join(folder("target"), "pg");
    // Its upload folder already holds the same files (a move that keeps UPLOAD_DIR): not a site to refuse.
    const targetStorage = localStorage();
    for (const [name, data] of Object.entries(UPLOADS)) await targetStorage.put(name, data);
    const targetDb = await openForRestore({ dataDir: targetDir });
    try {
      await restoreBackup({
        archive: back.outFile,
        database: targetDb,
        storage: targetStorage,
        replace: false,
        backupsDir: folder("b"),
      });
      expect(await readSite(targetDb.target, targetStorage)).toEqual(restoredFrom(source));
    } finally {
      await targetDb.close();
    }

    // Backed up again with no server running (the data folder opened directly), every part is byte for byte
    // the one of the first archive.
    const again = await openForBackup({ dataDir: targetDir });
    const last = await backUp(again, targetStorage).finally(() => again.close());
    const parts = (m: typeof manifest) => [...m.tables, ...m.uploads].map(({ file, sha256 }) => ({ file, sha256 }));
    expect(parts(last.manifest)).toEqual(parts(manifest));
  }, 120_000);
});

describe("restoring over a site, or from a damaged archive", () => {
  let source: SiteContents;
  let archive: string;
  let target: OpenedDatabase;
  let targetStorage: UploadStorage;
  let before: SiteContents;
  let backupsDir: string;

  beforeAll(async () => {
    const sourceDb = await emptied(first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    source = await readSite(sourceDb.target, sourceStorage);
    archive = (await backUp(sourceDb, sourceStorage)).outFile;

    // A site in use: one account of its own and one upload.
    target = await emptied(second);
    await migrate(target.target);
    const client = new pg.Client(target.target);
    await client.connect();
    await client.query("insert into users (username, password, is_admin) values ('other', 'x', true)");
    await client.end();
    targetStorage = localStorage();
    await targetStorage.put("old.png", Buffer.from("old"), "image/png");
    before = await readSite(target.target, targetStorage);
    backupsDir = folder("backups");
  }, 120_000);

  const restore = (file: string, replace = true) =>
    restoreBackup({ archive: file, database: target, storage: targetStorage, replace, backupsDir });

  /** A copy of the archive with one of its parts changed, packed again. */
  async function repackedWith(change: (dir: string) => void): Promise<string> {
    const dir = folder("unpacked");
    await tar.extract({ file: archive, cwd: dir });
    change(dir);
    const file = path.join(folder("repacked"), "site.tar.gz");
    await tar.create({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
    return file;
  }

  async function expectRefused(file: string, message: RegExp) {
    await expect(restore(file)).rejects.toThrow(ArchiveRefusedError);
    await expect(restore(file)).rejects.toThrow(message);
    expect(await readSite(target.target, targetStorage)).toEqual(before);
    expect(fs.readdirSync(backupsDir)).toEqual([]);
  }

  it("refuses a truncated archive and changes nothing", async () => {
    const bytes = fs.readFileSync(archive);
    const file = path.join(folder("truncated"), "site.tar.gz");
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expectRefused(file, /not a complete backup archive/);
  });

  it("refuses an archive with one changed byte and changes nothing", async () => {
    const bytes = Buffer.from(fs.readFileSync(archive));
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0x01;
    const file = path.join(folder("flipped"), "site.tar.gz");
    fs.writeFileSync(file, bytes);
    await expectRefused(file, /may be truncated or damaged/);
  });

  it("refuses an archive whose rows or manifest were edited, naming the part", async () => {
    const editedRows = await repackedWith((dir) => {
      const file = path.join(dir, "data", "users.jsonl");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"admin"', '"admim"'));
    });
    await expectRefused(editedRows, /data\/users\.jsonl does not match its checksum/);
    const editedManifest = await repackedWith((dir) => {
      const file = path.join(dir, "manifest.json");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"rows": 2', '"rows": 3'));
    });
    await expectRefused(editedManifest, /manifest\.json does not match its checksum/);
  });

  it("refuses an archive made by a newer version, whose migration this version does not have", async () => {
    const newer = await repackedWith((dir) => {
      const file = path.join(dir, "manifest.json");
      const text = fs.readFileSync(file, "utf8").replace(/"tag": "[^"]+"/, '"tag": "9999_from_the_future"');
      fs.writeFileSync(file, text);
      fs.writeFileSync(path.join(dir, "manifest.json.sha256"), `${sha256(text)}  manifest.json\n`);
    });
    await expect(restore(newer)).rejects.toThrow(
      /"9999_from_the_future", which this version of the site does not have/,
    );
    expect(await readSite(target.target, targetStorage)).toEqual(before);
    expect(fs.readdirSync(backupsDir)).toEqual([]);
  });

  it("refuses to replace a site in use without --replace, and with it saves a rollback archive first", async () => {
    await expect(restore(archive, false)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(archive, false)).rejects.toThrow(
      /already holds a site \(1 account\(s\), 1 uploaded file\(s\) the archive does not hold\)/,
    );
    expect(await readSite(target.target, targetStorage)).toEqual(before);

    const { rollback } = await restore(archive, true);
    expect(rollback && path.dirname(rollback)).toBe(backupsDir);
    expect(path.basename(rollback!)).toMatch(/^before-restore-\d{8}-\d{6}\.tar\.gz$/);
    expect(await readSite(target.target, targetStorage)).toEqual(restoredFrom(source));

    // The rollback archive holds the site that was replaced, and restoring it brings that site back.
    const saved = await readArchive(rollback!, folder("rollback"));
    expect(saved.uploads.map((u) => u.name)).toEqual(["old.png"]);
    await restore(rollback!, true);
    expect(await readSite(target.target, targetStorage)).toEqual(before);
  }, 120_000);

  // Last in this group: it leaves the target half restored.
  it("stops at a column the database lacks, rather than dropping its values, and names the way back", async () => {
    const unknownColumn = await repackedWith((dir) => {
      const rows = path.join(dir, "data", "users.jsonl");
      fs.writeFileSync(rows, fs.readFileSync(rows, "utf8").replace('{"id"', '{"nickname": "Bo", "id"'));
      const manifestFile = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      const users = manifest.tables.find((t: { name: string }) => t.name === "users");
      users.sha256 = sha256(fs.readFileSync(rows));
      users.bytes = fs.statSync(rows).size;
      const text = JSON.stringify(manifest);
      fs.writeFileSync(manifestFile, text);
      fs.writeFileSync(path.join(dir, "manifest.json.sha256"), `${sha256(text)}  manifest.json\n`);
    });
    const failure = restore(unknownColumn, true);
    await expect(failure).rejects.toThrow(/The table users has no column nickname to restore into/);
    await expect(failure).rejects.toThrow(
      /stopped part-way: .* Restore .*before-restore-\d{8}-\d{6}(-\d+)?\.tar\.gz to go back/s,
    );
  }, 120_000);
});

describe("an archive made before the newest migration", () => {
  it("is restored at its own level, then migrated to the newest", async () => {
    const migrations = knownMigrations();
    const older = migrations[migrations.length - 2]!;
    const sourceDb = await emptied(first);
    await migrate(sourceDb.target, migrationsUpTo(older.tag, folder("older")));
    const client = new pg.Client(sourceDb.target);
    await client.connect();
    await client.query("insert into users (username, password, is_admin) values ('admin', 'hash', true)");
    await client.query("insert into pages (title, slug, content) values ('About', 'about', '<p>Hi</p>')");
    await client.end();
    const sourceStorage = localStorage();
    const { outFile, manifest } = await backUp(sourceDb, sourceStorage);
    expect(manifest.migration.tag).toBe(older.tag);

    const target = await emptied(second);
    await restoreBackup({
      archive: outFile,
      database: target,
      storage: localStorage(),
      replace: false,
      backupsDir: folder("b"),
    });
    const restored = await readSite(target.target, sourceStorage);
    expect(restored.migration).toBe(String(migrations.at(-1)!.when));
    expect(restored.tables.users).toHaveLength(1);
    expect(restored.tables.users![0]).toContain("admin");
    expect(restored.tables.pages).toContainEqual(expect.stringContaining("<p>Hi</p>"));
  }, 120_000);
});
