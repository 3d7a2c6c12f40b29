import { describe, expect, it } from "vitest";
import { diffText, diffWords, textLines } from "./text-diff";

describe("comparing what a reader sees", () => {
  it("reads each block's text, without tags, with entities decoded and images named", () => {
    expect(
      textLines(
        '<h2>Our <em>work</em></h2><p>Fish &amp; chips\n  today</p><ul><li>One</li><li><img src="/a.png" alt="A chart"></li></ul>',
      ),
    ).toEqual(["Our work", "Fish & chips today", "One", "[image: A chart]"]);
  });

  it("marks the words that changed inside a paragraph, keeping the rest as it was", () => {
    expect(diffWords("We convert books quickly.", "We convert textbooks quickly and well.")).toEqual([
      { kind: "same", text: "We convert " },
      { kind: "removed", text: "books quickly." },
      { kind: "added", text: "textbooks quickly and well." },
    ]);
    expect(diffWords("Books for every reader.", "Books for each reader.")).toEqual([
      { kind: "same", text: "Books for " },
      { kind: "removed", text: "every" },
      { kind: "added", text: "each" },
      { kind: "same", text: " reader." },
    ]);
    expect(diffWords("Meet the red cat today.", "Meet a blue dog today.")).toEqual([
      { kind: "same", text: "Meet " },
      { kind: "removed", text: "the red cat" },
      { kind: "added", text: "a blue dog" },
      { kind: "same", text: " today." },
    ]);
  });

  it("compares a paragraph edited in place word by word, and shows added or removed paragraphs whole", () => {
    const before = "<h2>About</h2><p>We audit PDF files.</p><p>Call us.</p>";
    const after = "<h2>About</h2><p>We audit <strong>EPUB</strong> files.</p><p>Call us.</p><p>New line.</p>";
    expect(diffText(before, after)).toEqual([
      { kind: "same", parts: [{ kind: "same", text: "About" }] },
      {
        kind: "changed",
        parts: [
          { kind: "same", text: "We audit " },
          { kind: "removed", text: "PDF" },
          { kind: "added", text: "EPUB" },
          { kind: "same", text: " files." },
        ],
      },
      { kind: "same", parts: [{ kind: "same", text: "Call us." }] },
      { kind: "changed", parts: [{ kind: "added", text: "New line." }] },
    ]);
  });

  it("finds no change in the words when only the markup changed", () => {
    expect(diffText("<p>Plain words</p>", "<p><strong>Plain</strong> words</p>").every((p) => p.kind === "same")).toBe(
      true,
    );
  });
});
