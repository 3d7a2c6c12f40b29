// The backup_runs table: each backup the server set out to make, and how it ended.
import type pg from "pg";
import type { BackupFailure, BackupTrigger } from "@shared/backups";

type Queryable = Pick<pg.Pool, "query">;

/**
 * Claims a scheduled time for this server: true when no server on the database claimed it before. The unique
 * slot makes this the election among several servers, whatever their clocks say to the millisecond.
 */
export async function claimSlot(db: Queryable, slot: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `insert into backup_runs (trigger, slot) values ('schedule', $1) on conflict (slot) do nothing returning id`,
    [slot],
  );
  return rows[0]?.id;
}

export async function startRun(db: Queryable, trigger: BackupTrigger, userId: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into backup_runs (trigger, user_id) values ($1, $2) returning id`,
    [trigger, userId],
  );
  return rows[0]!.id;
}

export async function finishRun(db: Queryable, id: number, name: string, bytes: number) {
  await db.query(
    `update backup_runs set status = 'succeeded', finished_at = now(), name = $2, bytes = $3 where id = $1`,
    [id, name, bytes],
  );
}

export async function failRun(db: Queryable, id: number, message: string) {
  await db.query(`update backup_runs set status = 'failed', finished_at = now(), message = $2 where id = $1`, [
    id,
    message.slice(0, 2000),
  ]);
}

/**
 * Runs still marked as running while this server holds the backup lock were cut short: their server stopped
 * or lost the database before it could say how they ended.
 */
export async function markInterrupted(db: Queryable, except: number) {
  await db.query(
    `update backup_runs set status = 'failed', finished_at = now(),
       message = 'The server making this backup stopped before it was done.'
     where status = 'running' and id <> $1`,
    [except],
  );
}

/** The newest failed run that started after `since` (the newest archive's time), if any. */
export async function failureSince(db: Queryable, since: Date | null): Promise<BackupFailure | null> {
  const { rows } = await db.query<{ at: Date; trigger: BackupTrigger; message: string | null }>(
    `select coalesce(finished_at, started_at) as at, trigger, message from backup_runs
     where status = 'failed' and ($1::timestamptz is null or started_at > $1)
     order by started_at desc, id desc limit 1`,
    [since],
  );
  const row = rows[0];
  return row ? { at: row.at.toISOString(), trigger: row.trigger, message: row.message ?? "" } : null;
}

/** Keeps the table small: runs older than the archives anyone keeps are of no more use. */
export async function pruneRuns(db: Queryable, olderThanDays = 90) {
  await db.query(`delete from backup_runs where started_at < now() - make_interval(days => $1)`, [olderThanDays]);
}
