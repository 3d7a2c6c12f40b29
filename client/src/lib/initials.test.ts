import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first two words, upper case", () => {
    expect(initials("ada lovelace")).toBe("AL");
    expect(initials("Mary Ann Evans")).toBe("MA");
  });
  it("gives one letter for one word and nothing for blank names", () => {
    expect(initials("Cher")).toBe("C");
    expect(initials("   ")).toBe("");
  });
  it("ignores extra whitespace and keeps non-Latin letters whole", () => {
    expect(initials("  émile   zola ")).toBe("ÉZ");
    expect(initials("😀 smile")).toBe("😀S");
  });
});
