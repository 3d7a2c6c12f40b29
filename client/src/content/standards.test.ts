import { describe, it, expect } from "vitest";
import { standardsRegions } from "./standards";

const titlesOf = (id: string) =>
  standardsRegions
    .find((r) => r.id === id)!
    .details.map((d) => d.title)
    .join(" | ");

describe("standardsRegions", () => {
  it("has the 4 regions in order", () => {
    expect(standardsRegions.map((r) => r.title)).toEqual([
      "United States",
      "European Union",
      "Canada",
      "WCAG Standards",
    ]);
    expect(new Set(standardsRegions.map((r) => r.id)).size).toBe(4);
  });

  it("uses only the allowed icons and has complete details", () => {
    for (const region of standardsRegions) {
      expect(["government", "globe", "file-list"]).toContain(region.icon);
      expect(region.subtitle.trim()).not.toBe("");
      expect(region.details.length).toBeGreaterThan(0);
      for (const d of region.details) {
        expect(d.title.trim()).not.toBe("");
        expect(d.description.trim()).not.toBe("");
      }
    }
  });

  it("covers ADA, Section 508 and IDEA for the United States", () => {
    const us = standardsRegions[0];
    expect(us.details).toHaveLength(3);
    const titles = titlesOf(us.id);
    expect(titles).toMatch(/\bADA\b/);
    expect(titles).toMatch(/Section 508/);
    expect(titles).toMatch(/\bIDEA\b/);
  });

  it("covers the EAA and the Web Accessibility Directive for the European Union", () => {
    const eu = standardsRegions[1];
    expect(eu.details).toHaveLength(2);
    const titles = titlesOf(eu.id);
    expect(titles).toMatch(/\bEAA\b/);
    expect(titles).toMatch(/European Accessibility Act/);
    expect(titles).toMatch(/Web Accessibility Directive/);
  });

  it("covers ACA, AODA and the Standard on Web Accessibility for Canada", () => {
    const ca = standardsRegions[2];
    expect(ca.details).toHaveLength(3);
    const titles = titlesOf(ca.id);
    expect(titles).toMatch(/\bACA\b/);
    expect(titles).toMatch(/\bAODA\b/);
    expect(titles).toMatch(/Standard on Web Accessibility/);
  });

  it("covers WCAG 2.2, the POUR principles and levels A, AA and AAA", () => {
    const wcag = standardsRegions[3];
    const titles = wcag.details.map((d) => d.title);
    expect(titles).toContain("WCAG 2.2");
    expect(titles).toEqual(expect.arrayContaining(["Level A", "Level AA", "Level AAA"]));
    const pour = wcag.details.find((d) => /POUR/.test(d.title))!;
    for (const p of ["Perceivable", "Operable", "Understandable", "Robust"]) {
      expect(pour.description).toContain(p);
    }
  });
});
