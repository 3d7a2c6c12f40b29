// The server's backups, put together from the environment: the store archives go to, the job that makes them and,
// when BACKUP_SCHEDULE is set, the timer that makes them by itself.
import type { Database } from "../db/connection";
import type { Env } from "../env";
import type { LogFn } from "../lib/logger";
import { recordBackupSuccess } from "../lib/metrics";
import type { UploadStorage } from "../storage";
import { BackupJob } from "./job";
import type { BackupSchedule } from "./schedule";
import { startBackupSchedule, type RunningSchedule } from "./scheduler";
import type { BackupStore } from "./store";
import { backupStoreFromEnv } from "./store-from-env";

const STORE_CHECK_MS = 5 * 60_000;

export interface Backups {
  job: BackupJob;
  keep: number;
  schedule?: { schedule: BackupSchedule; running: RunningSchedule };
  stop(): void;
}

export function createBackups(options: {
  database: Database;
  storage: UploadStorage;
  env: Pick<Env, "BACKUP_SCHEDULE" | "BACKUP_KEEP" | "BACKUP_DIR" | "DATA_DIR" | "S3_PUBLIC_URL">;
  log: LogFn;
  /** Tests: another store than the environment names. */
  store?: BackupStore;
}): Backups {
  const { database, storage, env, log } = options;
  const store = options.store ?? backupStoreFromEnv(env, storage);
  const job = new BackupJob({ database, storage, store, keep: env.BACKUP_KEEP, log });
  const schedule = env.BACKUP_SCHEDULE
    ? {
        schedule: env.BACKUP_SCHEDULE,
        running: startBackupSchedule({ schedule: env.BACKUP_SCHEDULE, job, pool: database.pool, log }),
      }
    : undefined;
  // The newest archive's time for the metrics, including archives other servers or `npm run backup` made.
  const lookAtStore = () =>
    store.list().then(
      (archives) => archives[0] && recordBackupSuccess(new Date(archives[0].createdAt)),
      () => {}, // A store out of reach is reported where it is used.
    );
  void lookAtStore();
  const watching = setInterval(lookAtStore, STORE_CHECK_MS).unref();
  return {
    job,
    keep: env.BACKUP_KEEP,
    schedule,
    stop: () => {
      clearInterval(watching);
      schedule?.running.stop();
    },
  };
}
