import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { describeSchedule, isOverdue, nextRun, nextRunInZone, parseSchedule, type BackupSchedule } from "./schedule";

const schedule = (text: string) => {
  const parsed = parseSchedule(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
};
/** A local wall-clock time (the schedule is in the server's time zone). */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("BACKUP_SCHEDULE", () => {
  it.each([
    ["daily 03:30", "Every day at 03:30"],
    ["Daily 3:05", "Every day at 03:05"],
    ["hourly", "Every hour at 00 minutes past"],
    ["hourly :15", "Every hour at 15 minutes past"],
    ["weekly sun 04:00", "Every Sunday at 04:00"],
    ["weekly Monday 23:59", "Every Monday at 23:59"],
  ])("reads %s as '%s'", (text, words) => {
    expect(describeSchedule(schedule(text))).toBe(words);
  });

  it.each(["daily", "daily 24:00", "daily 3:60", "nightly 03:00", "hourly :75", "weekly 03:00", "weekly xyz 03:00"])(
    "refuses %s, naming the formats",
    (text) => {
      expect(parseSchedule(text)).toEqual({ error: expect.stringContaining("daily HH:MM") });
      expect(() => loadEnv({ BACKUP_SCHEDULE: text })).toThrow(/BACKUP_SCHEDULE: .*is not a schedule/);
    },
  );

  it("is off when unset or empty", () => {
    expect(loadEnv({}).BACKUP_SCHEDULE).toBeUndefined();
    expect(loadEnv({ BACKUP_SCHEDULE: " " }).BACKUP_SCHEDULE).toBeUndefined();
    expect(loadEnv({ BACKUP_SCHEDULE: "daily 03:30" }).BACKUP_SCHEDULE).toEqual({ every: "day", hour: 3, minute: 30 });
  });

  it("leaves how many archives are kept to the Backups screen unless BACKUP_KEEP says", () => {
    expect(loadEnv({}).BACKUP_KEEP).toBeUndefined();
    expect(loadEnv({ BACKUP_KEEP: "3" }).BACKUP_KEEP).toBe(3);
    for (const bad of ["0", "-1", "2.5", "many"]) expect(() => loadEnv({ BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP/);
  });
});

describe("the next scheduled time", () => {
  it("is later today, or tomorrow once today's time has passed", () => {
    const daily = schedule("daily 03:30");
    expect(nextRun(daily, local(2026, 6, 10, 1, 0))).toEqual(local(2026, 6, 10, 3, 30));
    expect(nextRun(daily, local(2026, 6, 10, 3, 30))).toEqual(local(2026, 6, 11, 3, 30));
    expect(nextRun(daily, local(2026, 12, 31, 23, 0))).toEqual(local(2027, 1, 1, 3, 30));
  });

  it("is the next quarter past for 'hourly :15'", () => {
    const hourly = schedule("hourly :15");
    expect(nextRun(hourly, local(2026, 6, 10, 8, 14))).toEqual(local(2026, 6, 10, 8, 15));
    expect(nextRun(hourly, local(2026, 6, 10, 8, 15))).toEqual(local(2026, 6, 10, 9, 15));
    expect(nextRun(hourly, local(2026, 6, 10, 23, 50))).toEqual(local(2026, 6, 11, 0, 15));
  });

  it("is the named weekday's time for a weekly schedule", () => {
    const sundays = schedule("weekly sun 04:00");
    // 10 June 2026 is a Wednesday.
    expect(nextRun(sundays, local(2026, 6, 10, 12))).toEqual(local(2026, 6, 14, 4, 0));
    expect(nextRun(sundays, local(2026, 6, 14, 4, 0))).toEqual(local(2026, 6, 21, 4, 0));
    expect(nextRun(sundays, local(2026, 6, 14, 3, 59))).toEqual(local(2026, 6, 14, 4, 0));
  });
});

describe("across a change to or from summer time", () => {
  const inZone = (zone: string, check: () => void) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      check();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  };

  it("keeps the wall-clock time, and runs a time the clocks skip at the first minute that exists", () => {
    inZone("Europe/Berlin", () => {
      // Clocks went back on 25 October 2026: that day has 25 hours, and 03:30 is still 03:30.
      expect(nextRun(schedule("daily 03:30"), local(2026, 10, 24, 12))).toEqual(local(2026, 10, 25, 3, 30));
      expect(nextRun(schedule("daily 03:30"), local(2026, 10, 25, 12)).toISOString()).toBe("2026-10-26T02:30:00.000Z");
      // Clocks go forward at 02:00 on 29 March 2026: 02:30 does not exist that day.
      expect(nextRun(schedule("daily 02:30"), local(2026, 3, 28, 12)).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    });
  });
});

describe("the next scheduled time on the site's clock", () => {
  const at = (iso: string) => new Date(iso);

  it("follows the named zone's wall clock, whatever the server's own", () => {
    const daily = schedule("daily 03:30");
    // New York is five hours behind UTC in winter, four in summer.
    expect(nextRunInZone(daily, at("2026-01-10T12:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-01-11T08:30:00.000Z",
    );
    expect(nextRunInZone(daily, at("2026-07-10T06:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-07-10T07:30:00.000Z",
    );
    expect(nextRunInZone(daily, at("2026-07-10T07:30:00Z"), "America/New_York").toISOString()).toBe(
      "2026-07-11T07:30:00.000Z",
    );
  });

  it("keeps the wall-clock time across a change of the clocks, and runs a skipped time as late as skipped", () => {
    expect(nextRunInZone(schedule("daily 03:30"), at("2026-10-25T12:00:00Z"), "Europe/Berlin").toISOString()).toBe(
      "2026-10-26T02:30:00.000Z",
    );
    expect(nextRunInZone(schedule("daily 02:30"), at("2026-03-28T12:00:00Z"), "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("finds the named weekday and the minute of each hour", () => {
    // 10 June 2026 is a Wednesday; in Tokyo (UTC+9) 12:00 UTC is already 21:00.
    expect(nextRunInZone(schedule("weekly sun 04:00"), at("2026-06-10T12:00:00Z"), "Asia/Tokyo").toISOString()).toBe(
      "2026-06-13T19:00:00.000Z",
    );
    expect(nextRunInZone(schedule("hourly :15"), at("2026-06-10T08:14:00Z"), "Asia/Kolkata").toISOString()).toBe(
      "2026-06-10T08:45:00.000Z",
    );
    expect(nextRunInZone(schedule("hourly :15"), at("2026-06-10T08:14:00Z"), "UTC").toISOString()).toBe(
      "2026-06-10T08:15:00.000Z",
    );
  });
});

describe("an overdue backup", () => {
  const daily: BackupSchedule = { every: "day", hour: 3, minute: 30 };
  const now = new Date("2026-06-10T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it("is one older than a day and an hour, for a daily schedule", () => {
    expect(isOverdue(daily, hoursAgo(24.5), now, hoursAgo(100))).toBe(false);
    expect(isOverdue(daily, hoursAgo(25.5), now, hoursAgo(100))).toBe(true);
  });

  it("is a week and an hour for a weekly schedule", () => {
    const weekly: BackupSchedule = { every: "week", weekday: 0, hour: 4, minute: 0 };
    expect(isOverdue(weekly, hoursAgo(7 * 24), now, hoursAgo(1000))).toBe(false);
    expect(isOverdue(weekly, hoursAgo(7 * 24 + 2), now, hoursAgo(1000))).toBe(true);
  });

  it("counts from the schedule's start while there is no backup yet", () => {
    expect(isOverdue(daily, null, now, hoursAgo(2))).toBe(false);
    expect(isOverdue(daily, null, now, hoursAgo(26))).toBe(true);
  });
});
