import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps ordinary content markup", () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <a href="/faq">a link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers and javascript: URLs", () => {
    const clean = sanitizeHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" alt="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/iframe/i);
    expect(clean).toContain('<img src="x.png" alt="x">');
    expect(clean).toContain("<p>Hi</p>");
  });
});
