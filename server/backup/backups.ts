// The server's backups, put together from the environment and the settings: the store archives go to, the job that
// makes them and the timer that makes them by itself. The schedule and the number kept are chosen on the Backups
// screen (the backupSchedule and backupKeep settings, in the site's time zone); BACKUP_SCHEDULE and BACKUP_KEEP,
// when set, win over them. Each server reads the settings at start, after a save it answered, and every half
// minute, so a change made on one server reaches the others without a restart; which server makes each scheduled
// backup is still decided by claiming its time in backup_runs (scheduler.ts).
import type pg from "pg";
import { effectiveTimeZone } from "@shared/time-zone";
import type { Database } from "../db/connection";
import type { Env } from "../env";
import type { LogFn } from "../lib/logger";
import { recordBackupSuccess } from "../lib/metrics";
import type { UploadStorage } from "../storage";
import { BackupJob } from "./job";
import { localTimeZone, parseSchedule, type BackupSchedule } from "./schedule";
import { startBackupSchedule, type RunningSchedule } from "./scheduler";
import type { BackupStore } from "./store";
import { backupStoreFromEnv } from "./store-from-env";

const STORE_CHECK_MS = 5 * 60_000;
/** How often each server reads the backup settings again, for a change saved on another server. */
export const BACKUP_SETTINGS_POLL_MS = 30_000;
/** How many archives are kept while neither BACKUP_KEEP nor the Backups screen says. */
export const DEFAULT_BACKUP_KEEP = 14;

/** The settings the automatic backups follow (shared/settings-registry.ts). */
export const BACKUP_SETTING_KEYS = ["backupSchedule", "backupKeep", "siteTimeZone"] as const;

/** What the server does by itself now, and what of it the environment decides. */
export interface BackupPlan {
  schedule?: BackupSchedule;
  /** The zone whose wall clock the schedule follows: the site's for the Backups screen's, the server's for BACKUP_SCHEDULE. */
  timeZone: string;
  /** The site's time zone, which a schedule chosen on the Backups screen follows. */
  siteTimeZone: string;
  keep: number;
  fromEnvironment: { schedule: boolean; keep: boolean };
}

export interface ScheduleInForce {
  schedule: BackupSchedule;
  running: RunningSchedule;
  timeZone: string;
}

export interface Backups {
  job: BackupJob;
  /** The plan in force on this server. */
  plan(): BackupPlan;
  /** The schedule in force and its timer, when backups are made automatically. */
  schedule(): ScheduleInForce | undefined;
  /** Reads the backup settings again and follows them (after a save; other servers look every half minute). */
  refresh(): Promise<void>;
  stop(): void;
}

type BackupEnv = Pick<
  Env,
  "BACKUP_SCHEDULE" | "BACKUP_KEEP" | "BACKUP_DIR" | "DATA_DIR" | "S3_PUBLIC_URL" | "siteTimeZone"
>;

/** The plan the environment and the stored settings give together (the environment wins where set). */
export function planFrom(env: BackupEnv, stored: Partial<Record<(typeof BACKUP_SETTING_KEYS)[number], string | null>>) {
  const fromSettings = stored.backupSchedule?.trim() ? parseSchedule(stored.backupSchedule) : undefined;
  const keepText = stored.backupKeep?.trim() ?? "";
  const keptInSettings = /^\d{1,4}$/.test(keepText) && Number(keepText) >= 1 ? Number(keepText) : undefined;
  const siteTimeZone = effectiveTimeZone(stored.siteTimeZone || env.siteTimeZone);
  const plan: BackupPlan = {
    schedule: env.BACKUP_SCHEDULE ?? (fromSettings && !("error" in fromSettings) ? fromSettings : undefined),
    timeZone: env.BACKUP_SCHEDULE ? localTimeZone() : siteTimeZone,
    siteTimeZone,
    keep: env.BACKUP_KEEP ?? keptInSettings ?? DEFAULT_BACKUP_KEEP,
    fromEnvironment: { schedule: env.BACKUP_SCHEDULE !== undefined, keep: env.BACKUP_KEEP !== undefined },
  };
  return plan;
}

async function readBackupSettings(pool: Pick<pg.Pool, "query">) {
  const { rows } = await pool.query<{ setting_key: string; setting_value: string | null }>(
    "select setting_key, setting_value from site_settings where setting_key = any($1)",
    [BACKUP_SETTING_KEYS],
  );
  return Object.fromEntries(rows.map((row) => [row.setting_key, row.setting_value]));
}

export function createBackups(options: {
  database: Database;
  storage: UploadStorage;
  env: BackupEnv;
  log: LogFn;
  /** Tests: another store than the environment names. */
  store?: BackupStore;
  /** How often the settings are read again (ms); false: only at start and after a save here (tests). */
  settingsPollMs?: number | false;
}): Backups {
  const { database, storage, env, log } = options;
  const store = options.store ?? backupStoreFromEnv(env, storage);
  let plan = planFrom(env, {});
  const job = new BackupJob({ database, storage, store, keep: () => plan.keep, log });
  let inForce: ScheduleInForce | undefined;
  let stopped = false;

  /** Starts, restarts or stops the timer when the schedule or its zone changed. */
  const follow = (next: BackupPlan) => {
    const same =
      inForce &&
      next.schedule &&
      JSON.stringify(inForce.schedule) === JSON.stringify(next.schedule) &&
      inForce.timeZone === next.timeZone;
    const hadSchedule = inForce !== undefined;
    plan = next;
    if (same || stopped) return;
    inForce?.running.stop();
    inForce = undefined;
    if (next.schedule) {
      // BACKUP_SCHEDULE keeps following the process's own clock (TZ), as it always has.
      const zone = next.fromEnvironment.schedule ? undefined : next.timeZone;
      inForce = {
        schedule: next.schedule,
        timeZone: next.timeZone,
        running: startBackupSchedule({ schedule: next.schedule, job, pool: database.pool, log, zone }),
      };
    } else if (hadSchedule) {
      log("Automatic backups are off", { event: "backup" });
    }
  };
  follow(plan);

  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= readBackupSettings(database.pool)
      .then((stored) => follow(planFrom(env, stored)))
      // The database out of reach: the plan stays as it was, and the next look tries again.
      .catch(() => {})
      .finally(() => (reading = undefined)));
  void refresh();
  const pollMs = options.settingsPollMs ?? BACKUP_SETTINGS_POLL_MS;
  const polling = pollMs === false ? undefined : setInterval(() => void refresh(), pollMs).unref();

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
    plan: () => plan,
    schedule: () => inForce,
    refresh,
    stop: () => {
      stopped = true;
      clearInterval(watching);
      if (polling) clearInterval(polling);
      inForce?.running.stop();
    },
  };
}
