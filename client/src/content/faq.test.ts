import { describe, it, expect } from "vitest";
import { faqItems, type FaqItem } from "./faq";

function fullText(item: FaqItem): string {
  return item.answerType === "list" ? [item.answer, ...item.listItems].join("\n") : item.answer;
}

describe("faqItems", () => {
  it("has exactly 20 items with unique ids and questions", () => {
    expect(faqItems).toHaveLength(20);
    expect(new Set(faqItems.map((f) => f.id)).size).toBe(20);
    expect(new Set(faqItems.map((f) => f.question)).size).toBe(20);
  });

  it("has non-empty questions and answers, and list items only on list answers", () => {
    for (const item of faqItems) {
      expect(item.question.trim()).not.toBe("");
      expect(item.question.trim().endsWith("?"), item.id).toBe(true);
      expect(item.answer.trim()).not.toBe("");
      if (item.answerType === "list") {
        expect(item.listItems.length, item.id).toBeGreaterThan(0);
        for (const li of item.listItems) expect(li.trim()).not.toBe("");
      } else {
        expect("listItems" in item).toBe(false);
      }
    }
  });

  it("mixes text and list answers", () => {
    const types = new Set(faqItems.map((f) => f.answerType));
    expect(types).toEqual(new Set(["text", "list"]));
  });

  it("states every turnaround time and that rush service is available", () => {
    const all = faqItems.map(fullText).join("\n");
    const expected: [RegExp, string][] = [
      [/NIMAS/, "3-5 business days"],
      [/PDF\/UA/, "1-3 business days"],
      [/EPUB/, "2-4 business days"],
      [/audit/i, "5-10 business days"],
      [/Google Workspace/, "1-2 business days"],
      [/VPAT/, "7-14 business days"],
    ];
    for (const [service, time] of expected) {
      const line = all.split("\n").find((l) => l.includes(time));
      expect(line, time).toBeDefined();
      expect(line).toMatch(service);
    }
    expect(all).toMatch(/rush service is available/i);
  });
});
