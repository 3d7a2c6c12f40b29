import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";
import { useBackupDatabases } from "../test/backup-databases";
import { ADMIN_PASSWORD, fillSite, readSite, restoredFrom, UPLOADS } from "../test/backup-fixture";
import { startFakeS3, type FakeS3 } from "../test/s3";
import { openForBackup, openForRestore } from "./connect";
import { knownMigrations, migrationsUpTo } from "./migration-level";
import { restoreBackup } from "./restore-backup";
import { DiskBackupStore } from "./store";

const databases = useBackupDatabases();
const { emptied, folder, localStorage, migrate, backUp } = databases;
const { postgresDatabase } = databases;

describe("a backup restored into another database", () => {
  let fakeS3: FakeS3 | undefined;
  afterAll(() => fakeS3?.stop());

  it(`moves a whole site from the embedded database to ${process.env.TEST_DATABASE_URL ? "PostgreSQL and a bucket" : "another embedded database and a bucket"} and back`, async () => {
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    const source = await readSite(sourceDb.target, sourceStorage);
    const { outFile, manifest } = await backUp(sourceDb, sourceStorage);

    const empty = Object.entries(source.tables).filter(([, rows]) => !rows.length);
    expect(empty, "backup-fixture.ts should put a row in every table").toEqual([]);
    expect(manifest.tables.map((t) => t.name)).not.toContain("session");
    expect(manifest.tables.map((t) => t.name)).not.toContain("rate_limits");
    expect(manifest.tables.map((t) => t.name)).not.toContain("backup_runs");
    expect(manifest.tables.map((t) => t.name)).not.toContain("webauthn_challenges");
    expect(manifest.tables.map((t) => t.name)).toContain("passkeys");
    expect(manifest.uploads.map((u) => u.name).sort()).toEqual(Object.keys(UPLOADS).sort());

    // Into PostgreSQL (or a second embedded database without TEST_DATABASE_URL), uploads into a bucket.
    const middleDb = process.env.TEST_DATABASE_URL ? await postgresDatabase() : await emptied(databases.second);
    fakeS3 = await startFakeS3();
    const middleStorage = fakeS3.storage;
    await restoreBackup({
      archive: outFile,
      database: middleDb,
      storage: middleStorage,
      replace: false,
      store: new DiskBackupStore(folder("b")),
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
        store: new DiskBackupStore(folder("b")),
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
describe("an archive made before the newest migration", () => {
  it("is restored at its own level, then migrated to the newest", async () => {
    const migrations = knownMigrations();
    const older = migrations[migrations.length - 2]!;
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target, migrationsUpTo(older.tag, folder("older")));
    const client = new pg.Client(sourceDb.target);
    await client.connect();
    await client.query("insert into users (username, password, is_admin) values ('admin', 'hash', true)");
    await client.query("insert into pages (title, slug, content) values ('About', 'about', '<p>Hi</p>')");
    await client.end();
    const sourceStorage = localStorage();
    const { outFile, manifest } = await backUp(sourceDb, sourceStorage);
    expect(manifest.migration.tag).toBe(older.tag);

    const target = await emptied(databases.second);
    await restoreBackup({
      archive: outFile,
      database: target,
      storage: localStorage(),
      replace: false,
      store: new DiskBackupStore(folder("b")),
    });
    const restored = await readSite(target.target, sourceStorage);
    expect(restored.migration).toBe(String(migrations.at(-1)!.when));
    expect(restored.tables.users).toHaveLength(1);
    expect(restored.tables.users![0]).toContain("admin");
    expect(restored.tables.pages).toContainEqual(expect.stringContaining("<p>Hi</p>"));
  }, 120_000);
});

describe("the media library in a backup", () => {
  it(`keeps every entry with its list of earlier files, restored into ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "another embedded database"}`, async () => {
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    const { outFile } = await backUp(sourceDb, sourceStorage);
    const target = process.env.TEST_DATABASE_URL ? await postgresDatabase() : await emptied(databases.second);
    await restoreBackup({
      archive: outFile,
      database: target,
      storage: localStorage(),
      replace: false,
      store: new DiskBackupStore(folder("b")),
    });
    const client = new pg.Client(target.target);
    await client.connect();
    const rows = await client
      .query("select upload_id, previous_upload_ids, alt_text, focal_x, bytes from media order by upload_id")
      .finally(() => client.end());
    expect(rows.rows).toEqual([
      {
        upload_id: "a".repeat(32),
        previous_upload_ids: ["b".repeat(32), 'a "quoted", {comma}'],
        alt_text: "Ada at the lectern — ✓",
        focal_x: 33.3,
        bytes: 3000,
      },
      { upload_id: "c".repeat(32), previous_upload_ids: [], alt_text: null, focal_x: 50, bytes: null },
    ]);
  }, 120_000);

  it("is made at restore for an archive from before it, from the images its rows show", async () => {
    const before = knownMigrations().findIndex((entry) => entry.tag.endsWith("_media_backfill")) - 1;
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target, migrationsUpTo(knownMigrations()[before]!.tag, folder("older")));
    const client = new pg.Client(sourceDb.target);
    await client.connect();
    await client.query(
      `insert into team_members (name, designation, description, image_url)
       values ('Ada', 'Lead', 'x', '/uploads/${"e".repeat(32)}-640x480.jpg')`,
    );
    await client.end();
    const { outFile } = await backUp(sourceDb, localStorage());

    const target = await emptied(databases.second);
    await restoreBackup({
      archive: outFile,
      database: target,
      storage: localStorage(),
      replace: false,
      store: new DiskBackupStore(folder("b")),
    });
    const restored = new pg.Client(target.target);
    await restored.connect();
    const rows = await restored.query("select url, alt_text from media").finally(() => restored.end());
    expect(rows.rows).toEqual([{ url: `/uploads/${"e".repeat(32)}-640x480.jpg`, alt_text: "Ada" }]);
  }, 120_000);
});
