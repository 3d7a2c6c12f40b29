// The site's time zone (the siteTimeZone setting) and the conversion between its wall-clock times and instants,
// with Intl alone: a page's schedule is entered and shown as a date and time in that zone, and stored in UTC.
// Daylight saving is followed: the offset is the zone's at that very moment.

/** The zone used while none is set and the server's TZ names none. */
export const FALLBACK_TIME_ZONE = "UTC";

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/London, or UTC). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 100) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's name as Intl spells it ("europe/london" → "Europe/London"), or the fallback for an unknown one. */
export function effectiveTimeZone(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed || !isTimeZone(trimmed)) return FALLBACK_TIME_ZONE;
  return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
}

/** Every zone name the runtime lists, for the setting's field. */
export const timeZoneNames = (): string[] => {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes(FALLBACK_TIME_ZONE) ? names : [FALLBACK_TIME_ZONE, ...names];
};

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of `instant` in `zone`. */
function wallParts(instant: number, zone: string) {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormat.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The zone's offset from UTC at `instant`, in minutes (60 for London in summer). */
export function offsetMinutes(instant: Date | number, zone: string): number {
  const at = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  const p = wallParts(at, zone);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A wall-clock date ("2025-06-01") and time ("09:00") in `zone`, as date and time inputs hold them. */
export interface WallTime {
  date: string;
  time: string;
}

/** The wall-clock date and time of `instant` in `zone`, to the minute. */
export function toWallTime(instant: Date | string, zone: string): WallTime {
  const p = wallParts(new Date(instant).getTime(), zone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const DAY_MS = 24 * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * The instant a wall-clock date and time in `zone` names, or null when either is not one. A time the clocks skip
 * (the hour lost in spring) names the instant as late as the skipped hour, 02:30 for 01:30 in London; a time they
 * pass twice (in autumn) names the first of the two.
 */
export function fromWallTime({ date, time }: WallTime, zone: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  // The offsets a day before and after (no zone is more than 14 hours from UTC, so these are the offsets on
  // either side of any change near that wall-clock time): the earlier of the candidates that read back as asked is
  // the first.
  const before = offsetMinutes(asUtc - DAY_MS, zone);
  const candidates = [before, offsetMinutes(asUtc + DAY_MS, zone)]
    .map((offset) => asUtc - offset * 60_000)
    .sort((a, b) => a - b);
  const exact = candidates.find((instant) => offsetMinutes(instant, zone) * 60_000 === asUtc - instant);
  if (exact !== undefined) return new Date(exact);
  // In the gap: the zone's offset before the change, which lands after it by as much as the clocks jumped.
  return new Date(asUtc - before * 60_000);
}

/** "GMT+1", "GMT-4:30", "GMT" for `zone` at `instant`. */
export function offsetLabel(zone: string, instant: Date | number = Date.now()): string {
  const minutes = offsetMinutes(instant, zone);
  if (minutes === 0) return "GMT";
  const sign = minutes > 0 ? "+" : "-";
  const abs = Math.abs(minutes);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ""}`;
}

/** "Europe/London (GMT+1)": the zone and its offset at `instant`. */
export const timeZoneLabel = (zone: string, instant: Date | number = Date.now()): string =>
  `${zone} (${offsetLabel(zone, instant)})`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A moment as the CMS writes one, in `zone`: "1 Jun 2025, 09:00". */
export function formatInZone(instant: Date | string, zone: string): string {
  const p = wallParts(new Date(instant).getTime(), zone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}
