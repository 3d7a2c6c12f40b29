import { describe, expect, it } from "vitest";
import { leadSentence } from "./lead-sentence";

describe("leadSentence", () => {
  it("is the first sentence of a paragraph", () => {
    expect(
      leadSentence(
        "Our specialists remediate PDF documents so they conform to PDF/UA (ISO 14289) and WCAG 2.2 AA. We repair the tag structure.",
      ),
    ).toBe("Our specialists remediate PDF documents so they conform to PDF/UA (ISO 14289) and WCAG 2.2 AA.");
  });

  it("ends at a question or exclamation mark, and keeps a closing quote or bracket", () => {
    expect(leadSentence("Need it fast? We deliver in days.")).toBe("Need it fast?");
    expect(leadSentence("We said “done.” Then it was.")).toBe("We said “done.”");
    expect(leadSentence("Checked by people (not only tools.) The rest follows.")).toBe(
      "Checked by people (not only tools.)",
    );
  });

  it("does not end at a decimal, an abbreviation or a line break without a full stop", () => {
    expect(leadSentence("Formats, e.g. EPUB 3.3 and PDF\nare converted. Second line.")).toBe(
      "Formats, e.g. EPUB 3.3 and PDF\nare converted.",
    );
  });

  it("is the whole text, trimmed, when it is one sentence or has no full stop", () => {
    expect(leadSentence("  One sentence only.  ")).toBe("One sentence only.");
    expect(leadSentence("No full stop at all")).toBe("No full stop at all");
    expect(leadSentence("")).toBe("");
  });
});
