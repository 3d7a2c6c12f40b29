import { describe, expect, it } from "vitest";
import { unsupportedMarkup } from "./extensions";
import { normalizeHref } from "./link-dialog";

describe("unsupportedMarkup", () => {
  it("finds nothing in content the visual editor holds as it is", () => {
    const html = `<h2>A</h2><p>Text <strong>bold</strong> <a href="/x">link</a><br></p><ol start="3"><li><p>x</p></li></ol>
      <blockquote><p>q</p></blockquote><img src="/uploads/a.png" alt="">`;
    expect(unsupportedMarkup(html)).toEqual([]);
  });

  it("names each element and attribute an edit in the visual view would drop, once", () => {
    expect(
      unsupportedMarkup(
        `<h1 id="top">T</h1><table><tr><td>1</td></tr></table><p class="lead">x</p><p class="lead">y</p>`,
      ),
    ).toEqual(["<h1>", "<table>", "<tbody>", "<tr>", "<td>", "<p class>"]);
  });
});

describe("normalizeHref", () => {
  it("keeps site paths, anchors, mail and phone links, and web addresses", () => {
    expect(normalizeHref(" /about ")).toBe("/about");
    expect(normalizeHref("#contact")).toBe("#contact");
    expect(normalizeHref("mailto:sales@example.com")).toBe("mailto:sales@example.com");
    expect(normalizeHref("tel:+15551234")).toBe("tel:+15551234");
    expect(normalizeHref("https://www.w3.org/WAI/")).toBe("https://www.w3.org/WAI/");
  });

  it("makes a bare domain an https address", () => {
    expect(normalizeHref("example.com/services")).toBe("https://example.com/services");
  });

  it("refuses scripts, protocol-relative addresses and words", () => {
    expect(normalizeHref("javascript:alert(1)")).toBeNull();
    expect(normalizeHref("//evil.example")).toBeNull();
    expect(normalizeHref("click here")).toBeNull();
    expect(normalizeHref("")).toBeNull();
  });
});
