import { describe, expect, it } from "vitest";
import { slugSchema } from "./schema";
import { isPageSlug } from "./slug";

describe("isPageSlug", () => {
  it("accepts page slugs", () => {
    for (const value of ["case-study", "careers-2026", "our_team-update", "a"]) expect(isPageSlug(value)).toBe(true);
  });

  it("rejects paths that cannot be page slugs, including the site's own routes", () => {
    for (const value of [
      "Not_A-Slug!",
      "UPPER",
      "double--hyphen",
      "-leading",
      "trailing-",
      "a.b",
      "x".repeat(121),
      "faq",
      "admin",
    ]) {
      expect(isPageSlug(value)).toBe(false);
    }
  });

  it("agrees with the server's slug schema", () => {
    for (const value of [
      "case-study",
      "a_b-c",
      "Bad Slug",
      "-x",
      "x--y",
      "services",
      "x".repeat(120),
      "x".repeat(121),
    ]) {
      expect(isPageSlug(value)).toBe(slugSchema.safeParse(value).success);
    }
  });
});
