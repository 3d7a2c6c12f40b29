import { describe, expect, it } from "vitest";
import { nextOffset, SCROLL_INTERVAL_MS, SCROLL_STEP_PX, shouldAutoScroll } from "./carousel-rules";

describe("carousel rules", () => {
  it("auto-scrolls only above 5 logos and never under reduced motion", () => {
    expect(shouldAutoScroll(0, false)).toBe(false);
    expect(shouldAutoScroll(5, false)).toBe(false);
    expect(shouldAutoScroll(6, false)).toBe(true);
    expect(shouldAutoScroll(12, true)).toBe(false);
  });

  it("moves 0.4 px every 30 ms and wraps after one copy of the logos", () => {
    expect(SCROLL_INTERVAL_MS).toBe(30);
    expect(SCROLL_STEP_PX).toBe(0.4);
    expect(nextOffset(0, 1000)).toBeCloseTo(0.4);
    expect(nextOffset(999.8, 1000)).toBeCloseTo(0.2);
    expect(nextOffset(10, 0)).toBeCloseTo(10.4); // not measured yet: keep moving, wrap once measured
  });
});
