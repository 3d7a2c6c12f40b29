import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configurationWarnings, loadEnv } from "../env";
import { LocalStorage } from "../storage";
import { startFakeS3, type FakeS3 } from "../test/s3";
import { S3BackupStore } from "./s3-store";
import { DiskBackupStore, freeArchiveName, type BackupStore, type BackupSummary } from "./store";
import { backupStoreFromEnv } from "./store-from-env";

let s3: FakeS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-store-test-"));
beforeAll(async () => void (s3 = await startFakeS3("backup-store")));
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

let counter = 0;
/** A file standing for an archive, made where the job makes them. */
function archiveFile(content = "archive bytes") {
  const file = path.join(tmp, `work-${++counter}`);
  fs.writeFileSync(file, content);
  return file;
}

const summary = (createdAt: string, rows = [3, 4]): BackupSummary => ({
  createdAt,
  trigger: "schedule",
  tables: rows.map((n, i) => ({ name: `table_${i}`, rows: n })),
  uploads: 2,
});

interface Backend {
  store: BackupStore;
  /** Puts a file into the store as someone copying it there by hand would: no summary beside it. */
  copyIn(file: string, name: string): Promise<void>;
}

describe.each([
  [
    "on disk",
    (): Backend => {
      const store = new DiskBackupStore(path.join(tmp, `disk-${++counter}`));
      return {
        store,
        copyIn: async (file, name) => {
          fs.mkdirSync(store.dir, { recursive: true });
          fs.copyFileSync(file, path.join(store.dir, name));
        },
      };
    },
  ],
  [
    "in the bucket",
    (): Backend => {
      const prefix = `backups-${++counter}/`;
      return {
        store: new S3BackupStore(s3.storage, prefix),
        copyIn: async (file, name) => {
          const { sdk, client } = await s3.storage.connect();
          await client.send(
            new sdk.PutObjectCommand({ Bucket: s3.storage.bucket, Key: prefix + name, Body: fs.readFileSync(file) }),
          );
        },
      };
    },
  ],
] as const)("backups kept %s", (_where, backend: () => Backend) => {
  const makeStore = () => backend().store;
  it("saves archives with their summaries, lists them newest first, streams and deletes them", async () => {
    const store = makeStore();
    expect(await store.list()).toEqual([]);
    await store.save(archiveFile("older"), "backup-20260101-033000.tar.gz", summary("2026-01-01T03:30:05.000Z"));
    await store.save(archiveFile("newer!"), "backup-20260102-033000.tar.gz", summary("2026-01-02T03:30:05.000Z"));

    const listed = await store.list();
    expect(listed.map((info) => info.name)).toEqual(["backup-20260102-033000.tar.gz", "backup-20260101-033000.tar.gz"]);
    expect(listed[0]).toMatchObject({
      bytes: 6,
      createdAt: "2026-01-02T03:30:05.000Z",
      trigger: "schedule",
      rows: 7,
      uploads: 2,
      tables: [
        { name: "table_0", rows: 3 },
        { name: "table_1", rows: 4 },
      ],
    });
    expect(await store.has("backup-20260101-033000.tar.gz")).toBe(true);
    expect(await text((await store.open("backup-20260101-033000.tar.gz"))!.body)).toBe("older");
    expect(await store.open("backup-20300101-000000.tar.gz")).toBeUndefined();

    await store.remove("backup-20260101-033000.tar.gz");
    expect((await store.list()).map((info) => info.name)).toEqual(["backup-20260102-033000.tar.gz"]);
    expect(await store.has("backup-20260101-033000.tar.gz")).toBe(false);
  });

  it("summarises an archive copied in without a summary from its manifest", async () => {
    const { store, copyIn } = backend();
    const staging = fs.mkdtempSync(path.join(tmp, "staging-"));
    const manifest = {
      createdAt: "2026-03-01T10:00:00.000Z",
      tables: [{ name: "users", rows: 2, file: "data/users.jsonl", bytes: 0, sha256: "0".repeat(64) }],
      uploads: [{ name: "a.png", file: "uploads/a.png", bytes: 0, sha256: "0".repeat(64) }],
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest));
    fs.writeFileSync(path.join(staging, "big.bin"), Buffer.alloc(1_000_000, 7));
    const file = path.join(tmp, `copied-${++counter}.tar.gz`);
    await tar.create({ gzip: true, file, cwd: staging }, ["manifest.json", "big.bin"]);
    await copyIn(file, "backup-20260301-100000.tar.gz");
    expect((await store.list())[0]).toMatchObject({
      name: "backup-20260301-100000.tar.gz",
      createdAt: "2026-03-01T10:00:00.000Z",
      rows: 2,
      uploads: 1,
    });
  });

  it("gives a new name to a second archive made in the same second", async () => {
    const store = makeStore();
    const now = new Date("2026-05-05T05:05:05Z");
    const first = await freeArchiveName(store, now);
    expect(first).toBe("backup-20260505-050505.tar.gz");
    await store.save(archiveFile(), first, summary(now.toISOString()));
    expect(await freeArchiveName(store, now)).toBe("backup-20260505-050505-1.tar.gz");
  });

  it("refuses names that could leave the store", async () => {
    const store = makeStore();
    await expect(store.save(archiveFile(), "../escape.tar.gz", summary("x"))).rejects.toThrow(/Not a backup/);
    expect(await store.open("../../package.json")).toBeUndefined();
  });
});

describe("where backups are kept", () => {
  const env = (vars: Record<string, string>) => loadEnv({ DATA_DIR: "/srv/site", ...vars });

  it("is DATA_DIR/backups by default, and BACKUP_DIR when set", () => {
    const disk = new LocalStorage("/srv/uploads");
    expect(backupStoreFromEnv(env({}), disk).location).toBe("/srv/site/backups");
    expect(backupStoreFromEnv(env({ BACKUP_DIR: "/mnt/backups" }), disk).location).toBe("/mnt/backups");
  });

  it("is the upload bucket under backups/, unless its files are public", () => {
    expect(backupStoreFromEnv(env({ S3_BUCKET: "site" }), s3.storage).location).toBe(
      `s3://${s3.storage.bucket}/backups/`,
    );
    const publicBucket = env({ S3_BUCKET: "site", S3_PUBLIC_URL: "https://cdn.example.com" });
    expect(backupStoreFromEnv(publicBucket, s3.storage).location).toBe("/srv/site/backups");
    expect(configurationWarnings(publicBucket).join("\n")).toMatch(/backups .* are not kept in it but in DATA_DIR/);
    expect(configurationWarnings(env({ S3_BUCKET: "site" })).join("\n")).not.toMatch(/backups/);
  });
});
