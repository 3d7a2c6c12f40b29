import { describe, expect, it } from "vitest";
import { slugSchema } from "@shared/schema";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lower-cases, drops punctuation and joins words with hyphens", () => {
    expect(slugify("Our Accessibility Statement!")).toBe("our-accessibility-statement");
    expect(slugify("  PDF/UA   & EPUB 3  ")).toBe("pdfua-epub-3");
  });
  it("removes hyphens like any other character that is neither a word character nor a space", () => {
    expect(slugify("Terms - 2024")).toBe("terms-2024");
    expect(slugify("Pre-K Guide")).toBe("prek-guide");
  });
  it("keeps word characters such as digits and underscores", () => {
    expect(slugify("WCAG_2 2024 Update")).toBe("wcag_2-2024-update");
  });
  it("produces slugs the server accepts", () => {
    for (const title of ["Hello World", "Case Study: Big Publisher", "FAQ 2", "Terms - 2024", "A -- B"]) {
      expect(slugSchema.safeParse(slugify(title)).success).toBe(true);
    }
  });
});
