// BACKUP_SCHEDULE: when the server makes a backup by itself, in the server's own time zone (TZ); the schedule's
// words are read by shared/backup-schedule.ts.
//
// Times are the wall clock's: on the day clocks go forward, a time that does not exist that day (02:30) runs at
// the first minute that does.

import { type BackupSchedule } from "@shared/backup-schedule";
import { fromWallTime, toWallTime } from "@shared/time-zone";

export { describeSchedule, parseSchedule, SCHEDULE_FORMATS, type BackupSchedule } from "@shared/backup-schedule";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

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

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A wall-clock date ("2026-06-10") moved by whole days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The first scheduled time strictly after `after`, on the wall clock of `zone` (the site's time zone, for the
 * automatic backups chosen on the Backups screen). As with nextRun, a day keeps its wall-clock time across a change
 * to or from summer time, and a time the clocks skip runs as late as they skipped.
 */
export function nextRunInZone(schedule: BackupSchedule, after: Date, zone: string): Date {
  const wall = toWallTime(after, zone);
  if (schedule.every === "hour") {
    const hour = wall.time.slice(0, 2);
    let next = fromWallTime({ date: wall.date, time: `${hour}:${twoDigits(schedule.minute)}` }, zone)!;
    // An hour earlier may still be after `after` in a zone whose offset is not whole hours; go back first.
    while (next.getTime() - HOUR > after.getTime()) next = new Date(next.getTime() - HOUR);
    while (next <= after) next = new Date(next.getTime() + HOUR);
    return next;
  }
  const time = `${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)}`;
  let date = wall.date;
  if (schedule.every === "week") {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    date = addDays(date, (schedule.weekday - weekday + 7) % 7);
  }
  const step = schedule.every === "week" ? 7 : 1;
  let next = fromWallTime({ date, time }, zone)!;
  while (next <= after) {
    date = addDays(date, step);
    next = fromWallTime({ date, time }, zone)!;
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
