import { describe, expect, it } from "vitest";
import { slugSchema } from "@shared/schema";
import { slugify } from "@/lib/slugify";
import { isPageSlug } from "./is-page-slug";

describe("isPageSlug", () => {
  it("accepts what slugify makes from a title", () => {
    for (const title of ["Case Study", "Careers 2026", "our_team update"]) expect(isPageSlug(slugify(title))).toBe(true);
  });

  it("rejects paths that cannot be page slugs", () => {
    for (const value of ["Not_A-Slug!", "UPPER", "double--hyphen", "-leading", "trailing-", "a.b", "x".repeat(121)]) {
      expect(isPageSlug(value)).toBe(false);
    }
  });

  it("agrees with the server's slug schema on the shape", () => {
    for (const value of ["case-study", "a_b-c", "Bad Slug", "-x", "x--y"]) {
      expect(isPageSlug(value)).toBe(slugSchema.safeParse(value).success);
    }
  });
});
