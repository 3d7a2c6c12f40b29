import { describe, expect, it } from "vitest";
import { openingTagAt, withoutTrailingEmptyParagraphs } from "./source-html";

const timed = <T>(work: () => T): T => {
  const started = performance.now();
  const result = work();
  expect(performance.now() - started).toBeLessThan(1000);
  return result;
};

describe("withoutTrailingEmptyParagraphs", () => {
  it("drops the empty paragraphs at the end only", () => {
    expect(withoutTrailingEmptyParagraphs("<p>a</p><p></p><p></p>")).toBe("<p>a</p>");
    expect(withoutTrailingEmptyParagraphs("<p></p><p>a</p>")).toBe("<p></p><p>a</p>");
    expect(withoutTrailingEmptyParagraphs("<p></p>")).toBe("");
  });

  // It runs on every keystroke in the visual editor; many empty paragraphs once made that quadratic.
  it("takes milliseconds on many empty paragraphs before the text", () => {
    const html = `${"<p></p>".repeat(56_000)}<p>x</p>`;
    expect(timed(() => withoutTrailingEmptyParagraphs(html))).toBe(html);
  });
});

describe("openingTagAt", () => {
  it("finds the nth opening tag of an element, whatever the case of its name", () => {
    const source = '<p>a</p><P class="x">b</P><pre>c</pre><p\n>d</p>';
    expect(openingTagAt(source, "p", 0)).toEqual({ start: 0, end: 3 });
    const second = openingTagAt(source, "p", 1)!;
    expect(source.slice(second.start, second.end)).toBe('<P class="x">');
    const third = openingTagAt(source, "p", 2)!;
    expect(source.slice(third.start, third.end)).toBe("<p\n>");
    expect(openingTagAt(source, "p", 3)).toBeNull();
    expect(openingTagAt("<img src=a", "img", 0)).toBeNull();
  });

  it("takes milliseconds on tags that are never closed", () => {
    expect(timed(() => openingTagAt("<p".repeat(100_000), "p", 0))).toBeNull();
    expect(timed(() => openingTagAt("<pre>".repeat(40_000), "p", 0))).toBeNull();
  });
});
