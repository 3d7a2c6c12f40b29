import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "@/lib/sanitize-html";
import { pageEditorExtensions, unsupportedMarkup } from "./extensions";
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

describe("what the editor writes", () => {
  it("reaches visitors unchanged", () => {
    const editor = new Editor({
      extensions: pageEditorExtensions(() => ({ openLink: () => {}, openImage: () => {}, toggleHtml: () => {} })),
    });
    editor.commands.setContent(
      `<h2>Services</h2><h3>PDF</h3><h4>Details</h4><p>Plain, <strong>bold</strong>, <em>italic</em>,
      <strong><em>both</em></strong>, <a href="/services">a site link</a>, <a href="https://www.w3.org/WAI/" title="W3C"
      rel="nofollow">the web</a>, <a href="mailto:sales@example.com">mail</a>, <a href="tel:+15551234">phone</a> and
      <a href="#pricing">this page</a><br>after a break.</p><ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ul>
      <ol start="3" type="a"><li><p>Three</p></li></ol><blockquote><p>Quoted</p></blockquote>`,
    );
    editor.commands.insertContentAt(editor.state.doc.content.size, [
      { type: "image", attrs: { src: "/uploads/team.jpg", alt: "Our team", title: "Team", width: 640, height: 480 } },
      { type: "image", attrs: { src: "https://www.example.com/rule.png", alt: "" } },
    ]);
    const html = editor.getHTML();
    editor.destroy();
    for (const part of ["<h4>", "<strong><em>", 'rel="nofollow"', "<br>", '<ol start="3" type="a">', "<blockquote>"])
      expect(html).toContain(part);
    expect(html).toContain('<img src="/uploads/team.jpg" alt="Our team" title="Team" width="640" height="480">');
    expect(sanitizeHtml(html)).toBe(html);
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
