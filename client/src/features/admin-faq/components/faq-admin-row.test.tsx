import { describe, expect, it } from "vitest";
import { answerPreview } from "./faq-admin-row";

describe("answerPreview", () => {
  it("counts a list answer's items after its intro", () => {
    expect(answerPreview({ answer: "We accept:", answerType: "list", listItems: ["Word", "InDesign"] })).toBe(
      "We accept: (list of 2 items)",
    );
    expect(answerPreview({ answer: "One format:", answerType: "list", listItems: ["PDF"] })).toBe(
      "One format: (list of 1 item)",
    );
  });

  it("cuts a long answer at a word, so the list stays scannable", () => {
    const answer = `${"word ".repeat(40)}end`;
    expect(answerPreview({ answer, answerType: "text", listItems: [] })).toBe(`${"word ".repeat(27)}word…`);
    expect(answerPreview({ answer: "Short.", answerType: "text", listItems: [] })).toBe("Short.");
  });
});
