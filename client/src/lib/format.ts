// How the CMS writes dates and sizes, so every screen says them the same way.
import { format, formatDistanceToNow } from "date-fns";

/**
 * A moment to the minute, in the browser's time zone: "25 Nov 2026, 03:37". With `seconds` (the activity log, page
 * history: two entries a few seconds apart must read differently): "25 Nov 2026, 03:37:59".
 */
export const formatDateTime = (date: Date | string, { seconds = false }: { seconds?: boolean } = {}) =>
  format(new Date(date), seconds ? "d MMM yyyy, HH:mm:ss" : "d MMM yyyy, HH:mm");

/** A day: "25 Nov 2026". */
export const formatDate = (date: Date | string) => format(new Date(date), "d MMM yyyy");

/** How long ago, in words: "3 minutes ago", "about 2 hours ago". */
export const formatTimeAgo = (date: Date | string) => formatDistanceToNow(new Date(date), { addSuffix: true });

/** A size in bytes for people: "512 bytes", "4.2 KB", "31.5 MB" (1 KB = 1000 bytes, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
