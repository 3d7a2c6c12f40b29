import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeHtmlWithReport } from "./sanitize-html";

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

  it("keeps a link that covers the whole window to its words: no style, class, popover or target", () => {
    const overlay =
      '<p><a href="https://elsewhere.example/" style="position:fixed;inset:0;z-index:9999" class="overlay" target="_blank" popover="manual" popovertarget="x">Offer</a></p>';
    expect(sanitizeHtml(overlay)).toBe('<p><a href="https://elsewhere.example/">Offer</a></p>');
  });

  it("removes what could hide, move or take over content: hidden, inert, focus order, access keys, editing, ARIA", () => {
    const html =
      '<h2 hidden>A</h2><p inert tabindex="1" accesskey="s" contenteditable="true" autofocus aria-hidden="true" role="presentation" data-x="1" dir="rtl" lang="ar">B</p>';
    expect(sanitizeHtml(html)).toBe('<h2>A</h2><p dir="rtl" lang="ar">B</p>');
  });

  it("removes frames, video, forms, style sheets, templates, SVG and MathML, keeping the surrounding text", () => {
    const html = `<p>Before</p><iframe src="https://video.example/embed/1"></iframe><video src="/uploads/a.mp4"></video>
<object data="x.swf"></object><embed src="x.swf"><form action="/api/x"><input name="q"><button>Send</button></form>
<style>body{display:none}</style><template><p>t</p></template><svg><a href="/x"><text>s</text></a></svg><math><mi>x</mi></math><p>After</p>`;
    const clean = sanitizeHtml(html);
    expect(clean).toMatch(/^<p>Before<\/p>\s*Send\s*<p>After<\/p>$/);
  });

  it("keeps ids for in-page links, but not ids that would shadow the document or the site's own elements", () => {
    const html = '<p><a href="#pricing">Prices</a></p><h2 id="pricing">Prices</h2>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p id="cookie">a</p><img id="getElementById" src="/a.png" alt="">')).toBe(
      '<p>a</p><img src="/a.png" alt="">',
    );
    expect(
      sanitizeHtml('<p id="bootstrap-data">{"siteUrl":"https://evil.example"}</p><p id="main-content">x</p>'),
    ).toBe('<p>{"siteUrl":"https://evil.example"}</p><p>x</p>');
  });

  it("keeps tables with their header relations, languages and the text-level elements of the HTML view", () => {
    const html = [
      '<table><caption>Prices</caption><thead><tr><th scope="col" id="format">Format</th><th scope="col" id="price">Price</th></tr></thead>',
      '<tbody><tr><th scope="row" headers="format">EPUB</th><td headers="price" colspan="1" rowspan="1">$1</td></tr></tbody>',
      '<tfoot><tr><td colspan="2">Per page</td></tr></tfoot></table>',
      '<h1>One</h1><h5>Five</h5><h6>Six</h6><p lang="fr">Bonjour</p><p>Say <span lang="de">Danke</span>.</p>',
      '<dl><dt>PDF/UA</dt><dd>Accessible PDF</dd></dl><figure><img src="/uploads/a.png" alt="A chart"><figcaption>Sales</figcaption></figure>',
      '<hr><pre><code>npm test</code></pre><p>Press <kbd>Tab</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Web Content Accessibility Guidelines">WCAG</abbr>,',
      " <dfn>alt text</dfn>, <cite>A Book</cite>, <q>a quote</q>, <samp>OK</samp>.</p>",
    ].join("");
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps web, mail, phone and site addresses, and nothing else", () => {
    const html =
      '<p><a href="https://a.example/">a</a><a href="http://b.example/">b</a><a href="mailto:x@example.com">c</a><a href="tel:+15551234">d</a><a href="/faq">e</a><a href="#top">f</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(
      sanitizeHtml('<p><a href="vbscript:x">a</a><a href="data:text/html,x">b</a><a href="ftp://x">c</a></p>'),
    ).toBe("<p><a>a</a><a>b</a><a>c</a></p>");
  });
});

describe("sanitizeHtmlWithReport", () => {
  it("names nothing for content that reaches visitors as written", () => {
    const html = '<h2 id="a">A</h2><p>B <a href="#a">up</a></p><table><tr><th scope="col">C</th></tr></table>';
    expect(sanitizeHtmlWithReport(html)).toEqual({ html: sanitizeHtml(html), removed: [] });
  });

  it("names each kind of removed markup once, in plain words, with how many elements lost an attribute", () => {
    const { html, removed } = sanitizeHtmlWithReport(
      `<p style="color:red">Hi <a href="/x" style="position:fixed;inset:0" popover="auto">x</a></p>
<iframe src="https://video.example/1"></iframe><iframe src="https://video.example/2"></iframe>
<form><label>Name <input name="n"></label><button onclick="go()">Send</button></form><style>p{}</style>
<a href="javascript:alert(1)" target="_blank">j</a><div class="box">d</div><!-- a note -->`,
    );
    expect(html).not.toMatch(/style|iframe|form|popover|javascript|target|class|div/);
    expect(removed).toEqual([
      "Embedded page or video (iframe)",
      "Form and its fields (form, label, input, button)",
      "Style sheets (style)",
      "Other elements (div): their text stays",
      "Inline styles (style attribute) on 2 elements",
      "Popovers (popover attribute) on 1 element",
      "Opening links in a new tab or window (target attribute) on 1 element",
      "Addresses that are not web, mail or phone links (javascript:)",
    ]);
  });

  it("names attributes in the same order whatever their order in the source", () => {
    const names = (html: string) => sanitizeHtmlWithReport(html).removed;
    const expected = [
      "Inline styles (style attribute) on 1 element",
      "Classes (class attribute) on 1 element",
      "Event handlers (onclick, onfocus attributes) on 1 element",
      "Popovers (popover attribute) on 1 element",
      "hidden attribute on 1 element",
      "tabindex attribute on 1 element",
    ];
    expect(names('<p style="a" class="b" onclick="c" onfocus="d" popover hidden tabindex="0">x</p>')).toEqual(expected);
    expect(names('<p tabindex="0" hidden popover onfocus="d" onclick="c" class="b" style="a">x</p>')).toEqual(expected);
  });

  it("names other removed attributes and clashing ids as themselves", () => {
    expect(
      sanitizeHtmlWithReport('<p hidden>a</p><p hidden aria-hidden="true">b</p><h2 id="main-content">c</h2>').removed,
    ).toEqual([
      "ARIA attributes (aria-hidden attribute) on 1 element",
      "hidden attribute on 2 elements",
      'Ids that would clash with the page itself (id="main-content")',
    ]);
  });
});
