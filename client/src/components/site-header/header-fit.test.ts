import { describe, expect, it } from "vitest";
import { linksThatFit } from "./header-fit";

const LINKS = [100, 80, 120, 90];

describe("how many header links fit on the row", () => {
  it("shows every link, and no More button, when all of them fit", () => {
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 500 })).toBe(4);
    // 390 px of links and three 4 px gaps, with the pixel kept spare.
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 403 })).toBe(4);
  });

  it("keeps a pixel spare, so rounding never pushes the last link off the row", () => {
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 402 })).toBe(3);
  });

  it("keeps the menu's order and leaves room for the More button beside the links that show", () => {
    // 100 + 80 + 120 with gaps is 308; the More button needs 4 + 70 more.
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 383 })).toBe(3);
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 382 })).toBe(2);
    // A narrow link later on does not jump ahead of a wide one before it.
    expect(linksThatFit({ links: [100, 300, 20], gap: 0, more: 50, available: 200 })).toBe(1);
  });

  it("puts every link under More when not even the first fits beside it", () => {
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 150 })).toBe(0);
    expect(linksThatFit({ links: LINKS, gap: 4, more: 70, available: 0 })).toBe(0);
  });

  it("needs no More button for a menu of one link that fits, or for none", () => {
    expect(linksThatFit({ links: [120], gap: 4, more: 70, available: 130 })).toBe(1);
    expect(linksThatFit({ links: [], gap: 4, more: 70, available: 0 })).toBe(0);
  });
});
