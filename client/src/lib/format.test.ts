import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTime, formatTimeAgo } from "./format";

describe("formatting for the CMS", () => {
  it("writes sizes the way file managers do", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(999)).toBe("999 bytes");
    expect(formatBytes(4_200)).toBe("4.2 KB");
    expect(formatBytes(31_500_000)).toBe("32 MB");
    expect(formatBytes(2_500_000_000)).toBe("2.5 GB");
  });

  it("writes a moment to the minute, in the browser's time zone", () => {
    expect(formatDateTime(new Date(2026, 10, 25, 3, 37, 59))).toBe("25 Nov 2026, 03:37");
    expect(formatDateTime("2026-11-25T03:37:59.000Z")).toBe(formatDateTime(new Date(Date.UTC(2026, 10, 25, 3, 37))));
  });

  it("writes seconds where two moments a few seconds apart must read differently", () => {
    const first = new Date(2026, 10, 25, 3, 37, 5);
    const second = new Date(2026, 10, 25, 3, 37, 41);
    expect(formatDateTime(first, { seconds: true })).toBe("25 Nov 2026, 03:37:05");
    expect(formatDateTime(second, { seconds: true })).toBe("25 Nov 2026, 03:37:41");
  });

  it("writes a day, and how long ago a moment was", () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe("5 Jan 2026");
    expect(formatTimeAgo(new Date(Date.now() - 3 * 60_000))).toBe("3 minutes ago");
  });
});
