// Making a backup from within the running server: one at a time (on PostgreSQL, across every server on the
// database), recorded in backup_runs, saved into the backup store, and followed by deleting archives beyond
// BACKUP_KEEP.
import fs from "node:fs";
import type pg from "pg";
import type { BackupInfo, BackupTrigger } from "@shared/backups";
import type { Database } from "../db/connection";
import type { LogFn } from "../lib/logger";
import { backupFailures, recordBackupSuccess } from "../lib/metrics";
import type { UploadStorage } from "../storage";
import { createBackup } from "./create-backup";
import { failRun, finishRun, markInterrupted, pruneRuns, startRun } from "./runs";
import { freeArchiveName, summaryOf, workFileFor, type BackupStore, type BackupSummary } from "./store";

/** Any fixed number no other advisory lock on the database uses. */
const BACKUP_LOCK = 7_281_054_234;

/** Another backup is being made (here, or by another server on the database). */
export class BackupBusyError extends Error {
  constructor() {
    super("A backup is being made right now; try again once it is done.");
  }
}

export interface BackupJobOptions {
  database: Pick<Database, "kind" | "pool" | "dedicatedClient">;
  storage: UploadStorage;
  store: BackupStore;
  /**
   * How many archives named backup-... to keep; older ones are deleted after each backup made here. A function is
   * asked after each backup (the number chosen on the Backups screen may change while the server runs).
   */
  keep: number | (() => number);
  log: LogFn;
}

export interface RunRequest {
  trigger: Exclude<BackupTrigger, "command">;
  /** The administrator who asked, for 'Back up now'. */
  userId?: number | null;
  /** A run already claimed in backup_runs (a scheduled slot); otherwise one is recorded. */
  runId?: number;
  /** Wait for a backup in progress to finish instead of refusing (the schedule waits; people are answered 409). */
  wait?: boolean;
}

export class BackupJob {
  private running = false;

  constructor(private readonly options: BackupJobOptions) {}

  get store() {
    return this.options.store;
  }

  /** Makes one backup and returns its entry in the store; BackupBusyError when another one is being made. */
  async run({ trigger, userId = null, runId, wait = false }: RunRequest): Promise<BackupInfo> {
    const { database, log } = this.options;
    if (this.running && !wait) throw new BackupBusyError();
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 1000));
    this.running = true;
    let lock: pg.Client | undefined;
    try {
      lock = await this.lock(wait);
      const id = runId ?? (await startRun(database.pool, trigger, userId));
      await markInterrupted(database.pool, id);
      try {
        const info = await this.make(trigger);
        await finishRun(database.pool, id, info.name, info.bytes);
        log(`Backup ${info.name} made (${trigger}): ${info.rows} rows, ${info.uploads} files, ${info.bytes} bytes`, {
          event: "backup",
          trigger,
          archive: info.name,
        });
        await this.prune(info.name);
        await pruneRuns(database.pool);
        return info;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        backupFailures.inc({ trigger });
        log(`Backup failed (${trigger}): ${message}`, { level: "error", event: "backup", trigger, err: error });
        await failRun(database.pool, id, message).catch(() => {});
        throw error;
      }
    } finally {
      this.running = false;
      if (lock) await lock.end().catch(() => {});
    }
  }

  /** Whether a backup is being made now, by this server or (on PostgreSQL) another one. */
  async isRunning(): Promise<boolean> {
    if (this.running) return true;
    if (this.options.database.kind !== "postgres") return false;
    const client = await this.options.database.pool.connect();
    try {
      const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [BACKUP_LOCK]);
      if (rows[0]!.got) await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK]);
      return !rows[0]!.got;
    } finally {
      client.release();
    }
  }

  /**
   * On PostgreSQL, a session lock held on a connection of its own for the whole backup, so that no two servers
   * make one at the same time. The embedded database has a single server, and the flag above suffices.
   */
  private async lock(wait: boolean): Promise<pg.Client | undefined> {
    if (this.options.database.kind !== "postgres") return undefined;
    const client = this.options.database.dedicatedClient();
    client.on("error", () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ got: boolean }>(
        wait ? "select pg_advisory_lock($1) is not null as got" : "select pg_try_advisory_lock($1) as got",
        [BACKUP_LOCK],
      );
      if (!rows[0]!.got) throw new BackupBusyError();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  private async make(trigger: BackupTrigger): Promise<BackupInfo> {
    const { database, storage, store, log } = this.options;
    const name = await freeArchiveName(store);
    const { file, cleanUp } = workFileFor(store, name);
    // A connection of its own, outside the pool, so the site's requests keep theirs meanwhile.
    const source = { kind: database.kind, where: "the site's database", connect: database.dedicatedClient };
    let summary: BackupSummary;
    let bytes: number;
    try {
      const manifest = await createBackup({ source, storage, outFile: file, log: (message) => log(message) });
      summary = summaryOf(manifest, trigger);
      bytes = fs.statSync(file).size;
      await store.save(file, name, summary);
    } finally {
      cleanUp();
    }
    recordBackupSuccess(new Date(summary.createdAt));
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    return {
      name,
      bytes,
      createdAt: summary.createdAt,
      trigger,
      tables: summary.tables,
      rows,
      uploads: summary.uploads,
    };
  }

  /** Deletes the oldest archives named backup-... beyond `keep`; rollback archives and others are left alone. */
  private async prune(made: string) {
    const { store, log } = this.options;
    const keep = typeof this.options.keep === "function" ? this.options.keep() : this.options.keep;
    const archives = (await store.list()).filter((info) => info.name.startsWith("backup-"));
    for (const old of archives.slice(keep)) {
      if (old.name === made) continue;
      try {
        await store.remove(old.name);
        log(`Deleted the old backup ${old.name} (keeping ${keep})`, { event: "backup" });
      } catch (error) {
        log(`Could not delete the old backup ${old.name}: ${(error as Error).message}`, { level: "warn" });
      }
    }
  }
}
