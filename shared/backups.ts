// What the Backups screen and the backup endpoints exchange. The archives themselves are described in
// server/backup/format.ts.

/** What set a backup off: the schedule, an administrator's 'Back up now', or `npm run backup`. */
export const backupTriggers = ["schedule", "manual", "command"] as const;
export type BackupTrigger = (typeof backupTriggers)[number];

export const backupRunStatuses = ["running", "succeeded", "failed"] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];

/** One archive in the backup store, newest first in GET /api/backups. */
export interface BackupInfo {
  name: string;
  bytes: number;
  /** When the backup was made (its manifest's time, else the file's). */
  createdAt: string;
  /** Unknown for archives the server did not write (copied in by hand, or written before this was recorded). */
  trigger?: BackupTrigger;
  /** Rows per table, and the uploaded files; absent when the archive's manifest could not be read. */
  tables?: { name: string; rows: number }[];
  rows?: number;
  uploads?: number;
}

/** A backup that failed, as administrators are told of it. */
export interface BackupFailure {
  at: string;
  trigger: BackupTrigger;
  message: string;
}

/** GET /api/backups/status: the schedule, where archives go, and what needs an administrator's attention. */
export interface BackupStatus {
  /**
   * The schedule in words ("Every day at 03:30"), its next run and the zone of its wall clock; null when backups
   * are not made automatically (neither BACKUP_SCHEDULE nor the Backups screen's settings name a schedule).
   */
  schedule: { description: string; nextRunAt: string; timeZone: string } | null;
  /** How many archives the server keeps (older ones are deleted after each backup it makes). */
  keep: number;
  /**
   * What the server's environment decides (BACKUP_SCHEDULE, BACKUP_KEEP), which the Backups screen's settings then
   * cannot change.
   */
  fromEnvironment: { schedule: boolean; keep: boolean };
  /** The site's time zone, whose wall clock a schedule chosen on the Backups screen follows. */
  siteTimeZone: string;
  /** Where the archives are: a folder of the server, or a bucket prefix. */
  location: string;
  /** The newest archive's time, or null when there is none. */
  newestAt: string | null;
  /** True when a schedule is set and the newest archive is older than the schedule allows (a day and an hour). */
  overdue: boolean;
  /** The newest failure, when no backup succeeded after it. */
  lastFailure: BackupFailure | null;
  /** A backup is being made right now (by this server or another). */
  running: boolean;
}
