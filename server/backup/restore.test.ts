import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage, type UploadStorage } from "../storage";
import { useBackupDatabases } from "../test/backup-databases";
import { fillSite, readSite, restoredFrom, type SiteContents } from "../test/backup-fixture";
import { root } from "../test/process";
import { startFakeS3, type FakeS3 } from "../test/s3";
import { type OpenedDatabase } from "./connect";
import { sha256 } from "./format";
import { ArchiveRefusedError, readArchive } from "./read-archive";
import { restoreBackup, RestoreRefusedError } from "./restore-backup";
import { S3BackupStore } from "./s3-store";
import { DiskBackupStore, type BackupStore } from "./store";

const run = promisify(execFile);
const databases = useBackupDatabases();
const { emptied, folder, localStorage, migrate, backUp } = databases;

let s3: FakeS3 | undefined;
afterAll(async () => s3?.stop());

describe("restoring over a site, or from a damaged archive", () => {
  let source: SiteContents;
  let archive: string;
  let target: OpenedDatabase;
  let targetStorage: UploadStorage;
  let before: SiteContents;
  let backupsDir: string;

  beforeAll(async () => {
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    source = await readSite(sourceDb.target, sourceStorage);
    archive = (await backUp(sourceDb, sourceStorage)).outFile;

    // A site in use: one account of its own and one upload, on PostgreSQL when TEST_DATABASE_URL is set.
    target = process.env.TEST_DATABASE_URL ? await databases.postgresDatabase() : await emptied(databases.second);
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

  const restore = (file: string, replace = true, store: BackupStore = new DiskBackupStore(backupsDir)) =>
    restoreBackup({ archive: file, database: target, storage: targetStorage, replace, store });

  /** A copy of the archive with one of its parts changed, packed again. */
  async function repackedWith(change: (dir: string) => void): Promise<string> {
    const dir = folder("unpacked");
    await tar.extract({ file: archive, cwd: dir });
    change(dir);
    const file = path.join(folder("repacked"), "site.tar.gz");
    await tar.create({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
    return file;
  }

  /**
   * A copy of the archive with its rows edited by hand and every checksum, size and row count recomputed to
   * match, as someone forging an archive would: `edit` gets each table's rows and returns the ones to write.
   */
  async function forgedWith(edit: (tables: Map<string, Record<string, unknown>[]>) => void): Promise<string> {
    return repackedWith((dir) => {
      const manifestFile = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      const rowsOf = (file: string) =>
        fs
          .readFileSync(path.join(dir, file), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      const tables = new Map<string, Record<string, unknown>[]>(
        manifest.tables.map((t: { name: string; file: string }) => [t.name, rowsOf(t.file)]),
      );
      edit(tables);
      manifest.tables = [...tables].map(([name, rows]) => {
        const file = `data/${name}.jsonl`;
        const text = rows.map((row) => `${JSON.stringify(row)}\n`).join("");
        fs.writeFileSync(path.join(dir, file), text);
        return { name, file, rows: rows.length, bytes: Buffer.byteLength(text), sha256: sha256(text) };
      });
      const text = JSON.stringify(manifest);
      fs.writeFileSync(manifestFile, text);
      fs.writeFileSync(path.join(dir, "manifest.json.sha256"), `${sha256(text)}  manifest.json\n`);
    });
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

  it("refuses tables a backup never writes, even with every checksum recomputed, and changes nothing", async () => {
    const withSessions = await forgedWith((tables) => {
      tables.set("session", [{ sid: "planted", sess: { passport: { user: 1 } }, expire: "2099-01-01T00:00:00Z" }]);
    });
    await expectRefused(withSessions, /it holds the table session, which a backup never contains/);
    const unknownTable = await forgedWith((tables) => tables.set("pg_shadow_copy", [{ id: 1 }]));
    await expectRefused(unknownTable, /it holds the table pg_shadow_copy, which a backup never contains/);
  });

  it("refuses menus, settings and site texts the API would refuse, naming the table and key", async () => {
    const edited = (table: string, change: (row: Record<string, unknown>) => Record<string, unknown>) =>
      forgedWith((tables) => tables.set(table, tables.get(table)!.map(change)));
    const scriptLink = await edited("site_navigation", (row) => ({
      ...row,
      menus: { header: [{ label: "Blog", href: "javascript:alert(document.cookie)" }], footer: [], legal: [] },
    }));
    await expectRefused(
      scriptLink,
      /the row of site_navigation with id 1 is not one the site accepts \(menus\.header\.0\.href: Link to a page/,
    );
    const scriptLogo = await edited("site_settings", (row) =>
      row.setting_key === "companyName" ? { ...row, setting_key: "companyLogo", setting_value: "javascript:x" } : row,
    );
    await expectRefused(scriptLogo, /the row of site_settings with setting_key "companyLogo" is not one the site/);
    const plainHttp = await edited("site_settings", (row) =>
      row.setting_key === "companyName"
        ? { ...row, setting_key: "awarenessDayUrl", setting_value: "http://x.io" }
        : row,
    );
    await expectRefused(plainHttp, /site_settings with setting_key "awarenessDayUrl" .*starts with https:\/\//);
    const unknownKey = await edited("site_settings", (row) => ({ ...row, setting_key: `x${row.setting_key}` }));
    await expectRefused(unknownKey, /site_settings with setting_key "xcompanyName" .*\(Unknown setting\)/);
  });

  it("changes nothing when the rollback archive cannot be saved in the backup store", async () => {
    s3 ??= await startFakeS3();
    const missingBucket = new S3BackupStore(new S3Storage({ ...s3.config, bucket: "no-such-bucket" }));
    await expect(restore(archive, true, missingBucket)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(archive, true, missingBucket)).rejects.toThrow(
      /could not be saved as a rollback archive in s3:\/\/no-such-bucket\/backups\/ .*Nothing was changed/,
    );
    expect(await readSite(target.target, targetStorage)).toEqual(before);
  }, 60_000);

  it("refuses to replace a site in use without --replace, and with it saves a rollback archive first", async () => {
    await expect(restore(archive, false)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(archive, false)).rejects.toThrow(
      /already holds a site \(1 account\(s\), 1 uploaded file\(s\) the archive does not hold\)/,
    );
    expect(await readSite(target.target, targetStorage)).toEqual(before);

    const { rollback } = await restore(archive, true);
    expect(rollback).toMatch(/^before-restore-\d{8}-\d{6}\.tar\.gz$/);
    expect(await new DiskBackupStore(backupsDir).list()).toEqual([expect.objectContaining({ name: rollback })]);
    expect(await readSite(target.target, targetStorage)).toEqual(restoredFrom(source));

    // The rollback archive holds the site that was replaced, and restoring it brings that site back.
    const saved = await readArchive(path.join(backupsDir, rollback!), folder("rollback"));
    expect(saved.uploads.map((u) => u.name)).toEqual(["old.png"]);
    await restore(path.join(backupsDir, rollback!), true);
    expect(await readSite(target.target, targetStorage)).toEqual(before);
  }, 120_000);

  // Last in this group: it leaves the target half restored.
  it("stops at a column the database lacks, rather than dropping its values, and names the way back", async () => {
    const unknownColumn = await forgedWith((tables) => {
      tables.set(
        "users",
        tables.get("users")!.map((row) => ({ nickname: "Bo", ...row })),
      );
    });
    const failure = restore(unknownColumn, true);
    await expect(failure).rejects.toThrow(/The table users has no column nickname to restore into/);
    await expect(failure).rejects.toThrow(
      /stopped part-way: .* Restore before-restore-\d{8}-\d{6}(-\d+)?\.tar\.gz \(in .*\) with --replace to go back/s,
    );
  }, 120_000);
});

describe("npm run restore -- FILE --replace, with uploads in a bucket", () => {
  it("saves the rollback archive in the bucket, where the Backups screen lists it, not on this machine", async () => {
    const sourceDb = await emptied(databases.first);
    await migrate(sourceDb.target);
    const sourceStorage = localStorage();
    await fillSite(sourceDb.target, sourceStorage);
    const { outFile } = await backUp(sourceDb, sourceStorage);

    const bucket = await startFakeS3("restore-bucket");
    try {
      const database = process.env.TEST_DATABASE_URL ? await databases.postgresDatabase() : undefined;
      const dataDir = folder("data");
      const env = {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...bucket.env,
        DATA_DIR: dataDir,
        DATABASE_URL: (database?.target as { connectionString?: string } | undefined)?.connectionString ?? "",
      };
      const restore = (...args: string[]) =>
        run(process.execPath, ["--import", "tsx", "server/scripts/restore.ts", outFile, ...args], { cwd: root, env });
      // Into a new site first, then over it: what was there is saved before it is replaced.
      await restore();
      const replaced = await restore("--replace");
      const store = new S3BackupStore(bucket.storage);
      const listed = await store.list();
      expect(listed).toEqual([
        expect.objectContaining({ name: expect.stringMatching(/^before-restore-\d{8}-\d{6}\.tar\.gz$/) }),
      ]);
      expect(listed[0]).toMatchObject({ trigger: "command", uploads: 4 });
      expect(replaced.stdout).toContain(`Saved what was there to s3://restore-bucket/backups/${listed[0]!.name}`);
      expect(fs.existsSync(path.join(dataDir, "backups"))).toBe(false);
    } finally {
      await bucket.stop();
    }
  }, 180_000);
});
