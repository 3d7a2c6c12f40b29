// Makes a backup at each time BACKUP_SCHEDULE names. Every server on a database runs the same timer; the first to
// claim a scheduled time in backup_runs makes that backup, the others skip it.
import type pg from "pg";
import type { LogFn } from "../lib/logger";
import type { BackupJob } from "./job";
import { claimSlot } from "./runs";
import { describeSchedule, nextRun, nextRunInZone, type BackupSchedule } from "./schedule";

// setTimeout takes at most 2^31-1 ms (about 24.8 days); longer waits are taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ScheduleOptions {
  schedule: BackupSchedule;
  job: BackupJob;
  pool: Pick<pg.Pool, "query">;
  log: LogFn;
  now?: () => Date;
  /** The zone whose wall clock the schedule follows; unset, the process's own (TZ). */
  zone?: string;
}

export interface RunningSchedule {
  /** The next scheduled time. */
  nextRunAt(): Date;
  /** When the schedule started (a server with no backup yet is overdue a day after this). */
  readonly since: Date;
  stop(): void;
}

export function startBackupSchedule({ schedule, job, pool, log, now = () => new Date(), zone }: ScheduleOptions) {
  const after = (instant: Date) => (zone ? nextRunInZone(schedule, instant, zone) : nextRun(schedule, instant));
  const since = now();
  let next = after(since);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = () => {
    if (stopped) return;
    const wait = next.getTime() - now().getTime();
    timer = setTimeout(() => (wait > MAX_TIMER_MS ? arm() : void fire()), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
    timer.unref();
  };

  const fire = async () => {
    const slot = next;
    next = after(new Date(Math.max(now().getTime(), slot.getTime())));
    arm();
    await runSlot({ slot, job, pool, log });
  };

  log(
    `Backups are scheduled: ${describeSchedule(schedule)}${zone ? ` (${zone})` : ""} (next at ${next.toISOString()})`,
    {
      event: "backup",
    },
  );
  arm();
  return {
    nextRunAt: () => next,
    since,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  } satisfies RunningSchedule;
}

/** Makes the scheduled backup of `slot` unless another server claimed it; failures are recorded and logged. */
export async function runSlot({
  slot,
  job,
  pool,
  log,
}: {
  slot: Date;
  job: BackupJob;
  pool: Pick<pg.Pool, "query">;
  log: LogFn;
}): Promise<"made" | "taken" | "failed"> {
  let runId: number | undefined;
  try {
    runId = await claimSlot(pool, slot);
  } catch (error) {
    log(`The scheduled backup of ${slot.toISOString()} could not start: ${(error as Error).message}`, {
      level: "error",
      event: "backup",
    });
    return "failed";
  }
  if (runId === undefined) {
    log(`Another server makes the scheduled backup of ${slot.toISOString()}`, { level: "debug", event: "backup" });
    return "taken";
  }
  try {
    await job.run({ trigger: "schedule", runId, wait: true });
    return "made";
  } catch {
    // The job has logged and recorded it, for the Backups screen.
    return "failed";
  }
}
