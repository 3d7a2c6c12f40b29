import { describe, expect, it } from "vitest";
import { contentPageMeta, excerpt } from "./route-meta";

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
});
