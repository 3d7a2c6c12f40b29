import { describe, expect, it } from "vitest";
import { imageAlt } from "./image-alt";

const library = (altText: string | null, decorative = false) => ({ altText, decorative });

describe("imageAlt", () => {
  it("uses the written text, else the name, and nothing at all for a decorative image", () => {
    expect(imageAlt("Ann smiling at her desk", false, "Ann Lee")).toBe("Ann smiling at her desk");
    expect(imageAlt(null, false, "Ann Lee")).toBe("Ann Lee");
    expect(imageAlt("   ", undefined, "Ann Lee")).toBe("Ann Lee");
    expect(imageAlt("Ann smiling at her desk", true, "Ann Lee")).toBe("");
  });

  it("prefers the place's own words to the library's", () => {
    expect(imageAlt("Ann at the summit", false, "Ann Lee", library("Ann smiling"))).toBe("Ann at the summit");
    expect(imageAlt(null, true, "Ann Lee", library("Ann smiling"))).toBe("");
  });

  it("uses the library's words where the place has none, and the name where neither has", () => {
    expect(imageAlt(null, false, "Ann Lee", library("Ann smiling at her desk"))).toBe("Ann smiling at her desk");
    expect(imageAlt("  ", false, "Ann Lee", library(" Ann smiling "))).toBe("Ann smiling");
    expect(imageAlt(null, false, "Ann Lee", library(null, true))).toBe("");
    expect(imageAlt(null, false, "Ann Lee", library(null))).toBe("Ann Lee");
    expect(imageAlt(null, false, "Ann Lee", null)).toBe("Ann Lee");
  });

  it("passes over a library alt text that is only a file name", () => {
    expect(imageAlt(null, false, "Ann Lee", library("IMG_2041.jpg"))).toBe("Ann Lee");
  });
});
