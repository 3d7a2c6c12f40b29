import { describe, expect, it } from "vitest";
import { contentPageMeta, excerpt } from "./content-page-meta";

describe("content page head", () => {
  it("prefers the meta fields, and falls back to the title and the opening words", () => {
    expect(
      contentPageMeta({ slug: "a", title: "T", metaTitle: "M", metaDescription: "D", content: "<p>x</p>" }),
    ).toEqual({
      path: "/page/a",
      title: "M",
      description: "D",
    });
    expect(contentPageMeta({ slug: "a", title: "T", content: "<p>Hello <b>there</b></p>" }).description).toBe(
      "Hello there",
    );
    expect(contentPageMeta({ slug: "a", title: "T", content: "<img alt=''>" }).description).toBe("T");
  });

  it("cuts long text at a word, and drops scripts and styles", () => {
    const text = excerpt(`<style>p{}</style><script>x()</script><p>${"word ".repeat(60)}</p>`, 40);
    expect(text).toBe("word word word word word word word word…");
    expect(text.length).toBeLessThanOrEqual(40);
  });

  it("reads text the way a browser shows it: entities decoded, white space collapsed, tags apart", () => {
    expect(excerpt("<h2>Fish &amp; Chips</h2>\n\n<p>Tom&#39;s&nbsp;&nbsp;&quot;best&quot; &lt;3 &copy;</p>")).toBe(
      `Fish & Chips Tom's "best" <3 &copy;`,
    );
    expect(excerpt("<p>1 < 2 and 3 > 2</p>")).toBe("1 < 2 and 3 > 2");
    expect(excerpt('<SCRIPT type="module">let a = "<p>x</p>";</SCRIPT ><Style media="print">p{}</style>Seen')).toBe(
      "Seen",
    );
    expect(excerpt("<p>Before</p><script>never closed <p>hidden</p>")).toBe("Before");
    expect(excerpt("a<br>b<!-- note -->c")).toBe("a b c");
    expect(excerpt(" \t ")).toBe("");
  });

  // These took seconds each with the earlier expressions, on every view of such a page.
  it.each([
    ["200,000 <", "<".repeat(200_000)],
    ["<style repeated", "<style".repeat(33_000)],
    ["unclosed style elements", "<style>".repeat(28_000)],
    ["unclosed tags", "<a".repeat(100_000)],
    ["closing tags that never match", "<script>" + "</scrip".repeat(28_000)],
    ["ampersands", "&".repeat(200_000)],
    ["white space before any text", `<p>${" \n".repeat(100_000)}x</p>`],
    ["a long page", `<p>${"word ".repeat(40_000)}</p>`],
  ])("takes milliseconds on hostile content: %s", (_label, html) => {
    const started = performance.now();
    const text = excerpt(html);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
