import { describe, expect, it } from "vitest";
import { fromWallTime } from "./time-zone";

describe("a wall-clock time in a zone", () => {
  it("is the instant it names, in summer and in winter", () => {
    expect(fromWallTime({ date: "2026-01-10", time: "09:00" }, "Europe/Berlin")?.toISOString()).toBe(
      "2026-01-10T08:00:00.000Z",
    );
    expect(fromWallTime({ date: "2026-07-10", time: "09:00" }, "America/New_York")?.toISOString()).toBe(
      "2026-07-10T13:00:00.000Z",
    );
  });

  it("runs a time the clocks skip as late as they skipped, east and west of Greenwich", () => {
    // London: 01:00 GMT becomes 02:00 BST; Berlin: 02:00 CET becomes 03:00 CEST (both at 01:00 UTC).
    expect(fromWallTime({ date: "2026-03-29", time: "01:30" }, "Europe/London")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(fromWallTime({ date: "2026-03-29", time: "02:30" }, "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("takes the first of a time the clocks pass twice", () => {
    expect(fromWallTime({ date: "2026-10-25", time: "02:30" }, "Europe/Berlin")?.toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });
});
