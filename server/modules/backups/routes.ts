// Backups for administrators: the archives in the backup store, the schedule and what needs attention, making one
// now, and downloading one. The same archives as `npm run backup` writes; restoring stays a command (it replaces
// the running site's database).
import { pipeline } from "node:stream/promises";
import { Router } from "express";
import type { BackupStatus } from "@shared/backups";
import type { Backups } from "../../backup/backups";
import { ARCHIVE_NAME } from "../../backup/format";
import { BackupBusyError } from "../../backup/job";
import { failureSince } from "../../backup/runs";
import { describeSchedule, isOverdue } from "../../backup/schedule";
import { databaseFailureOf } from "../../db/availability";
import type { Database } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { recordBackupSuccess } from "../../lib/metrics";
import { StorageUnavailableError } from "../../storage";

export interface BackupRoutesOptions {
  database: Pick<Database, "pool">;
  /** The job, and the schedule and number kept in force (from the settings or the environment). */
  backups: Pick<Backups, "job" | "plan" | "schedule">;
  now?: () => Date;
}

export function backupRoutes({ database, backups, now = () => new Date() }: BackupRoutesOptions): Router {
  const { job } = backups;
  const router = Router();
  router.use(requireAdmin);
  const started = now();
  // The metrics' backup age counts every archive in the store: made before this start, by `npm run backup` or by
  // another server. Each listing updates it; backups.ts also looks now and then.
  const list = async () => {
    const archives = await job.store.list();
    if (archives[0]) recordBackupSuccess(new Date(archives[0].createdAt));
    return archives;
  };

  router.get("/", async (_req, res) => {
    res.json(await list());
  });

  router.get("/status", async (_req, res) => {
    const newest = (await list())[0];
    const newestAt = newest ? new Date(newest.createdAt) : null;
    const plan = backups.plan();
    const schedule = backups.schedule();
    const status: BackupStatus = {
      schedule: schedule
        ? {
            description: describeSchedule(schedule.schedule),
            nextRunAt: schedule.running.nextRunAt().toISOString(),
            timeZone: schedule.timeZone,
          }
        : null,
      keep: plan.keep,
      fromEnvironment: plan.fromEnvironment,
      siteTimeZone: plan.siteTimeZone,
      location: job.store.location,
      newestAt: newestAt?.toISOString() ?? null,
      overdue: schedule ? isOverdue(schedule.schedule, newestAt, now(), schedule.running.since ?? started) : false,
      lastFailure: await failureSince(database.pool, newestAt),
      running: await job.isRunning(),
    };
    res.json(status);
  });

  router.post("/", async (req, res) => {
    try {
      const made = await job.run({ trigger: "manual", userId: req.user?.id ?? null });
      res.status(201).json(made);
    } catch (error) {
      if (error instanceof BackupBusyError) throw new HttpError(409, error.message);
      // An outage of the database or the bucket is answered 503 with Retry-After, as everywhere.
      if (error instanceof StorageUnavailableError || databaseFailureOf(error)) throw error;
      // Recorded and logged by the job; the administrator is told why, as the Backups screen will show it.
      throw new HttpError(500, `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  router.get("/:name", async (req, res) => {
    const { name } = req.params;
    // Only names the backups are given: nothing that could point outside the store.
    const archive = ARCHIVE_NAME.test(name) ? await job.store.open(name) : undefined;
    if (!archive) throw new HttpError(404, "There is no such backup.");
    res.setHeader("Content-Type", "application/gzip");
    res.setHeader("Content-Length", String(archive.bytes));
    res.attachment(name);
    await pipeline(archive.body, res).catch(() => archive.body.destroy());
  });
  return router;
}
