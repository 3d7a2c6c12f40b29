import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { type UploadStorage } from "../storage";
import { useBackupDatabases } from "../test/backup-databases";
import { fillSite, readSite, restoredFrom, type SiteContents } from "../test/backup-fixture";
import { type OpenedDatabase } from "./connect";
import { sha256 } from "./format";
import { ArchiveRefusedError, readArchive } from "./read-archive";
import { restoreBackup, RestoreRefusedError } from "./restore-backup";

const databases = useBackupDatabases();
const { emptied, folder, localStorage, migrate, backUp } = databases;

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

    // A site in use: one account of its own and one upload.
    target = await emptied(databases.second);
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
