// BACKUP_SCHEDULE: when the server makes a backup by itself, in the server's own time zone (TZ).
//
//   hourly :15            every hour at a quarter past
//   daily 03:30           every day at half past three
//   weekly sun 03:30      every Sunday at half past three
//
// Times are the wall clock's: on the day clocks go forward, a time that does not exist that day (02:30) runs at
// the first minute that does.

export type BackupSchedule =
  | { every: "hour"; minute: number }
  | { every: "day"; hour: number; minute: number }
  | { every: "week"; weekday: number; hour: number; minute: number };

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const SCHEDULE_FORMATS = "'hourly :MM', 'daily HH:MM' or 'weekly DAY HH:MM' (DAY: mon, tue, ... sun)";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The schedule a BACKUP_SCHEDULE value says, or an error message naming the formats it takes. */
export function parseSchedule(text: string): BackupSchedule | { error: string } {
  const words = text.trim().toLowerCase().split(/\s+/);
  const clock = (value: string | undefined) => {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value ?? "");
    return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
  };
  const error = { error: `"${text}" is not a schedule: use ${SCHEDULE_FORMATS}` };
  switch (words[0]) {
    case "hourly": {
      if (words.length > 2) return error;
      const match = /^:?([0-5]?\d)$/.exec(words[1] ?? ":00");
      return match ? { every: "hour", minute: Number(match[1]) } : error;
    }
    case "daily": {
      const at = words.length === 2 ? clock(words[1]) : undefined;
      return at ? { every: "day", ...at } : error;
    }
    case "weekly": {
      const weekday = WEEKDAYS.indexOf(words[1]?.slice(0, 3) as (typeof WEEKDAYS)[number]);
      const at = words.length === 3 ? clock(words[2]) : undefined;
      return at && weekday >= 0 ? { every: "week", weekday, ...at } : error;
    }
    default:
      return error;
  }
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The schedule in words, for the Backups screen and the log: "Every day at 03:30". */
export function describeSchedule(schedule: BackupSchedule): string {
  switch (schedule.every) {
    case "hour":
      return `Every hour at ${twoDigits(schedule.minute)} minutes past`;
    case "day":
      return `Every day at ${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)}`;
    case "week":
      return `Every ${WEEKDAY_NAMES[schedule.weekday]} at ${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)}`;
  }
}

/** The first scheduled time strictly after `after`, in the process's local time zone. */
export function nextRun(schedule: BackupSchedule, after: Date): Date {
  const next = new Date(after.getTime());
  next.setSeconds(0, 0);
  if (schedule.every === "hour") {
    next.setMinutes(schedule.minute);
    while (next <= after) next.setTime(next.getTime() + HOUR);
    return next;
  }
  next.setHours(schedule.hour, schedule.minute, 0, 0);
  if (schedule.every === "week") next.setDate(next.getDate() + ((schedule.weekday - next.getDay() + 7) % 7));
  const step = schedule.every === "week" ? 7 : 1;
  // Whole calendar days, not 24 hours: the wall-clock time stays the same across a change to or from summer time.
  while (next <= after) {
    next.setDate(next.getDate() + step);
    next.setHours(schedule.hour, schedule.minute, 0, 0);
  }
  return next;
}

/** The longest a schedule leaves between two backups. */
export function period(schedule: BackupSchedule): number {
  return schedule.every === "hour" ? HOUR : schedule.every === "day" ? DAY : 7 * DAY;
}

/**
 * Whether the newest backup is older than the schedule allows: a day at least (so an hourly schedule that
 * missed a few runs is not yet alarming), and a full period for a weekly one, plus an hour for the backup to
 * be made.
 */
export function isOverdue(schedule: BackupSchedule, newest: Date | null, now: Date, runningSince: Date): boolean {
  const allowed = Math.max(DAY, period(schedule)) + HOUR;
  // Before the first backup, the schedule is late once it has had that long since the server started to run it.
  return now.getTime() - (newest ?? runningSince).getTime() > allowed;
}

/** The local time zone's name, for people ("Europe/Berlin"; "UTC" on most servers). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
