// A backup schedule in words an operator or an administrator writes, shared by the server (BACKUP_SCHEDULE, the
// automatic backups chosen on the Backups screen) and the settings' rules. Free of dependencies.
//
//   hourly :15            every hour at a quarter past
//   daily 03:30           every day at half past three
//   weekly sun 03:30      every Sunday at half past three

export type BackupSchedule =
  | { every: "hour"; minute: number }
  | { every: "day"; hour: number; minute: number }
  | { every: "week"; weekday: number; hour: number; minute: number };

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const SCHEDULE_FORMATS = "'hourly :MM', 'daily HH:MM' or 'weekly DAY HH:MM' (DAY: mon, tue, ... sun)";

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
