import { describe, expect, it } from "vitest";
import { SERVICE_ID_PATTERN, slugSchema } from "@shared/schema";
import { addressSlug, slugify } from "./slugify";

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

describe("addressSlug", () => {
  it("makes a service address the server accepts from any title, dropping accents and keeping word breaks", () => {
    expect(addressSlug("Accessible PDF (PDF/UA) Remediation", 60)).toBe("accessible-pdf-pdfua-remediation");
    expect(addressSlug("Café Menus in Braille", 60)).toBe("cafe-menus-in-braille");
    expect(addressSlug("Audio-Described  Video_Clips", 60)).toBe("audio-described-video-clips");
    expect(addressSlug(" -- ", 60)).toBe("");
    for (const title of ["Hello World", "Case Study: Big Publisher", "Terms - 2024", "A -- B", "Über_Größe"]) {
      expect(SERVICE_ID_PATTERN.test(addressSlug(title, 60)), title).toBe(true);
    }
  });
  it("stays within the length, cut after a whole word", () => {
    expect(addressSlug("Braille transcription services", 20)).toBe("braille");
    expect(addressSlug("Braille transcription", 21)).toBe("braille-transcription");
    expect(addressSlug("Braille transcription x", 21)).toBe("braille-transcription");
    expect(addressSlug("Supercalifragilistic", 5)).toBe("super");
  });
});
