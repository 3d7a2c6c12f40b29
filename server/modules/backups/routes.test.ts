import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { BackupInfo, BackupStatus } from "@shared/backups";
import type { ActivityPage } from "@shared/schema";
import type { App, AppOptions } from "../../app";
import { BackupJob } from "../../backup/job";
import { readArchive } from "../../backup/read-archive";
import { runSlot } from "../../backup/scheduler";
import { DiskBackupStore } from "../../backup/store";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp();
const backupsDir = () => path.join(ctx.env.DATA_DIR, "backups");

beforeEach(() => fs.rmSync(backupsDir(), { recursive: true, force: true }));

/** Reads a download's bytes as they are (supertest would otherwise try to decode gzip or text). */
const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

/** Another server on the same database (other settings), with an administrator signed in to it. */
async function otherServer(options: Partial<AppOptions>) {
  const handle: App["handle"] = ctx.restart(options);
  const username = `keeper${Math.random().toString(36).slice(2, 8)}`;
  await ctx.signedIn({ username });
  const admin = request.agent(handle);
  await admin.post("/api/auth/login").send({ username, password: PASSWORD }).expect(200);
  return admin;
}

describe("backups for administrators", () => {
  it("makes a backup of the running site, lists it with its row counts, downloads it whole, and logs who made it", async () => {
    const admin = await ctx.signedIn({ username: "keeper" });
    await ctx.storage.put("photo.png", Buffer.from([1, 2, 3]), "image/png");
    expect((await admin.get("/api/backups")).body).toEqual([]);

    const made = await admin.post("/api/backups");
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: expect.stringMatching(/^backup-\d{8}-\d{6}\.tar\.gz$/),
      trigger: "manual",
    });
    expect(made.body.tables).toContainEqual({ name: "users", rows: 1 });
    expect(made.body.uploads).toBe(1);
    const listed = await admin.get("/api/backups");
    expect(listed.body).toEqual([made.body]);

    const download = await admin
      .get(`/api/backups/${made.body.name}`)
      .buffer(true)
      .parse(binary as never);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^application\/gzip/);
    expect(download.headers["content-disposition"]).toContain(made.body.name);
    expect(Number(download.headers["content-length"])).toBe(made.body.bytes);
    const file = path.join(ctx.env.DATA_DIR, "downloaded.tar.gz");
    fs.writeFileSync(file, download.body as Buffer);
    const manifest = await readArchive(file, path.join(ctx.env.DATA_DIR, "unpacked"));
    expect(manifest.tables.find((t) => t.name === "users")?.rows).toBe(1);
    expect(manifest.tables.map((t) => t.name)).not.toContain("backup_runs");
    expect(manifest.uploads.map((u) => u.name)).toEqual(["photo.png"]);

    const activity = (await admin.get("/api/activity")).body as ActivityPage;
    expect(activity.items[0]).toMatchObject({
      action: "create",
      entityType: "backups",
      summary: `Added the backup "${made.body.name}"`,
    });
    expect(ctx.logs.some((line) => line.startsWith(`Backup ${made.body.name} made (manual)`))).toBe(true);
  });

  it("says where backups go, that no schedule is set, and that nothing needs attention", async () => {
    const admin = await ctx.signedIn();
    const status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status).toEqual({
      schedule: null,
      keep: 14,
      fromEnvironment: { schedule: false, keep: false },
      siteTimeZone: "UTC",
      location: backupsDir(),
      newestAt: null,
      overdue: false,
      lastFailure: null,
      running: false,
    });
  });

  it("records a failed backup, tells administrators why, and forgets it once a backup succeeds", async () => {
    const store = new DiskBackupStore(backupsDir());
    let failing = true;
    const flaky = Object.assign(Object.create(store) as DiskBackupStore, {
      save: async (...args: Parameters<DiskBackupStore["save"]>) => {
        if (failing) throw new Error("No space left on the backup disk");
        return store.save(...args);
      },
    });
    const admin = await otherServer({ backupStore: flaky });

    const failed = await admin.post("/api/backups");
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: "The backup failed: No space left on the backup disk" });
    expect(ctx.logs).toContain("Backup failed (manual): No space left on the backup disk");
    expect(fs.readdirSync(backupsDir()).filter((name) => !name.startsWith("."))).toEqual([]);
    let status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status.lastFailure).toMatchObject({ trigger: "manual", message: "No space left on the backup disk" });
    expect(status.running).toBe(false);

    failing = false;
    expect((await admin.post("/api/backups")).status).toBe(201);
    status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status.lastFailure).toBeNull();
    expect(status.newestAt).not.toBeNull();
  });

  it("makes one backup at a time: a second request meanwhile is told to wait", async () => {
    const admin = await ctx.signedIn();
    const [first, second] = await Promise.all([admin.post("/api/backups"), admin.post("/api/backups")]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((res) => res.status === 409)!.body).toEqual({
      message: "A backup is being made right now; try again once it is done.",
    });
    expect((await admin.get("/api/backups")).body).toHaveLength(1);
  });

  it("keeps the newest BACKUP_KEEP backups, and never deletes a rollback archive", async () => {
    fs.mkdirSync(backupsDir(), { recursive: true });
    fs.writeFileSync(path.join(backupsDir(), "before-restore-20200101-000000.tar.gz"), "rollback");
    fs.writeFileSync(path.join(backupsDir(), "backup-20200101-000000.tar.gz"), "old");
    const admin = await otherServer({ env: { ...ctx.env, BACKUP_KEEP: 2 } });
    for (let i = 0; i < 2; i++) {
      expect((await admin.post("/api/backups")).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // a new name each second
    }
    const names = ((await admin.get("/api/backups")).body as BackupInfo[]).map((info) => info.name);
    expect(names.filter((name) => name.startsWith("backup-"))).toHaveLength(2);
    expect(names).not.toContain("backup-20200101-000000.tar.gz");
    expect(names).toContain("before-restore-20200101-000000.tar.gz");
  });

  it.each(["..%2F..%2Fpackage.json", "backup-20260101-000000.tar.gz", "..", "setup-token", "backup.tar.gz%00"])(
    "answers 404 for %s, which is no backup's name or no backup",
    async (name) => {
      const res = await (await ctx.signedIn()).get(`/api/backups/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "There is no such backup." });
    },
  );
});

describe("scheduled backups", () => {
  it("shows the schedule and its next run, and warns once the newest backup is over a day old", async () => {
    const admin = await otherServer({ env: { ...ctx.env, BACKUP_SCHEDULE: { every: "day", hour: 3, minute: 30 } } });
    let status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status.schedule).toMatchObject({ description: "Every day at 03:30", timeZone: expect.any(String) });
    expect(new Date(status.schedule!.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(status.schedule!.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(status.overdue).toBe(false);

    // An archive made 26 hours ago, and none since.
    const store = new DiskBackupStore(backupsDir());
    const file = path.join(ctx.env.DATA_DIR, "old.tar.gz");
    fs.writeFileSync(file, "old archive");
    const madeAt = new Date(Date.now() - 26 * 3_600_000).toISOString();
    await store.save(file, "backup-20200101-000000.tar.gz", { createdAt: madeAt, tables: [], uploads: 0 });
    status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status).toMatchObject({ newestAt: madeAt, overdue: true });
  });

  it("is made by one server only when several share the database, and a failure is shown to administrators", async () => {
    const store = new DiskBackupStore(backupsDir());
    const job = () =>
      new BackupJob({
        database: ctx.database,
        storage: ctx.storage,
        store,
        keep: 14,
        log: (message) => ctx.logs.push(message),
      });
    const slot = new Date("2026-06-10T03:30:00Z");
    const log = (message: string) => ctx.logs.push(message);
    const outcomes = await Promise.all([
      runSlot({ slot, job: job(), pool: ctx.database.pool, log }),
      runSlot({ slot, job: job(), pool: ctx.database.pool, log }),
    ]);
    expect(outcomes.sort()).toEqual(["made", "taken"]);
    const archives = await store.list();
    expect(archives).toHaveLength(1);
    expect(archives[0]!.trigger).toBe("schedule");

    // The next slot fails: administrators see it, and the log says so.
    const broken = Object.assign(Object.create(store) as DiskBackupStore, {
      save: async () => {
        throw new Error("The backup disk is not mounted");
      },
    });
    const failing = new BackupJob({ database: ctx.database, storage: ctx.storage, store: broken, keep: 14, log });
    const next = new Date("2026-06-11T03:30:00Z");
    expect(await runSlot({ slot: next, job: failing, pool: ctx.database.pool, log })).toBe("failed");
    expect(ctx.logs).toContain("Backup failed (schedule): The backup disk is not mounted");
    const admin = await ctx.signedIn();
    const status = (await admin.get("/api/backups/status")).body as BackupStatus;
    expect(status.lastFailure).toMatchObject({ trigger: "schedule", message: "The backup disk is not mounted" });
  });
});
