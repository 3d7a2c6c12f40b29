import { describe, expect, it } from "vitest";
import { diffLines, htmlLines } from "./line-diff";

const kinds = (lines: ReturnType<typeof diffLines>) => lines.map((l) => `${l.kind[0]} ${l.text}`);

describe("htmlLines", () => {
  it("puts each block element of one-line HTML on its own line", () => {
    expect(htmlLines("<h2>Title</h2><p>One <em>two</em></p>\n\n  <ul><li>A</li><li>B</li></ul>")).toEqual([
      "<h2>Title</h2>",
      "<p>One <em>two</em></p>",
      "<ul>",
      "<li>A</li>",
      "<li>B</li></ul>",
    ]);
  });

  // A stored revision is split every time the history compares it; white space once made that quadratic.
  it("splits hostile content in milliseconds", () => {
    for (const html of [" ".repeat(200_000), `${" \n\t".repeat(60_000)}x`, `<p>${"<p ".repeat(60_000)}`]) {
      const started = performance.now();
      htmlLines(html);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(htmlLines(`a${" ".repeat(1_000)}<p>b</p>  \n  <li>c`)).toEqual(["a", "<p>b</p>", "<li>c"]);
  });
});

describe("diffLines", () => {
  it("marks only the lines that changed", () => {
    expect(kinds(diffLines(["a", "b", "c", "d"], ["a", "B", "c", "d", "e"]))).toEqual([
      "s a",
      "r b",
      "a B",
      "s c",
      "s d",
      "a e",
    ]);
  });

  it("finds lines kept in between insertions and removals", () => {
    expect(kinds(diffLines(["x", "a", "y", "b"], ["a", "z", "b", "w"]))).toEqual([
      "r x",
      "s a",
      "r y",
      "a z",
      "s b",
      "a w",
    ]);
  });

  it("handles empty sides and identical texts", () => {
    expect(kinds(diffLines([], ["a"]))).toEqual(["a a"]);
    expect(kinds(diffLines(["a"], []))).toEqual(["r a"]);
    expect(kinds(diffLines(["a", "b"], ["a", "b"]))).toEqual(["s a", "s b"]);
  });
});
