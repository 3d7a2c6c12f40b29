// The WCAG Explorer's level filter: which guidelines and criteria remain for the levels a visitor checks.
import { describe, it, expect } from "vitest";
import { filterPrinciple, wcagPrinciples, type WcagLevel } from "./wcag";

const ALL_LEVELS: ReadonlySet<WcagLevel> = new Set<WcagLevel>(["A", "AA", "AAA"]);

describe("filterPrinciple", () => {
  const perceivable = wcagPrinciples[0];

  it("returns every guideline and criterion when all levels are checked", () => {
    const result = filterPrinciple(perceivable, ALL_LEVELS);
    expect(result.map((g) => g.number)).toEqual(["1.1", "1.2", "1.3", "1.4"]);
    expect(result.flatMap((g) => g.criteria)).toHaveLength(29);
  });

  it("keeps only AAA criteria and drops guidelines without any", () => {
    const result = filterPrinciple(perceivable, new Set<WcagLevel>(["AAA"]));
    // 1.1 has only Level A criteria, so it disappears.
    expect(result.map((g) => g.number)).toEqual(["1.2", "1.3", "1.4"]);
    const criteria = result.flatMap((g) => g.criteria);
    expect(criteria.length).toBeGreaterThan(0);
    expect(criteria.every((c) => c.level === "AAA")).toBe(true);
    expect(criteria.map((c) => c.number)).toEqual([
      "1.2.6",
      "1.2.7",
      "1.2.8",
      "1.2.9",
      "1.3.6",
      "1.4.6",
      "1.4.7",
      "1.4.8",
      "1.4.9",
    ]);
  });

  it("combines levels independently", () => {
    const result = filterPrinciple(perceivable, new Set<WcagLevel>(["A", "AA"]));
    const criteria = result.flatMap((g) => g.criteria);
    expect(criteria.every((c) => c.level === "A" || c.level === "AA")).toBe(true);
    expect(criteria).toHaveLength(9 + 11);
  });

  it("returns nothing when no level is checked", () => {
    expect(filterPrinciple(perceivable, new Set<WcagLevel>())).toEqual([]);
  });

  it("does not mutate the source data", () => {
    const before = perceivable.guidelines.map((g) => g.criteria.length);
    filterPrinciple(perceivable, new Set<WcagLevel>(["AA"]));
    expect(perceivable.guidelines.map((g) => g.criteria.length)).toEqual(before);
  });

  it("counts per principle add up to the totals", () => {
    const totals = wcagPrinciples.map(
      (p) =>
        filterPrinciple(p, ALL_LEVELS)
          .flatMap((g) => g.criteria)
          .filter((c) => !c.obsolete).length,
    );
    expect(totals).toEqual([29, 34, 21, 2]);
  });
});
