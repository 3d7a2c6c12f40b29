import { describe, expect, it } from "vitest";
import { checkContent, parseContent } from "./content-checks";

const check = (html: string) => checkContent(parseContent(html));
const messages = (html: string) => check(html).map((problem) => problem.message);

describe("checkContent", () => {
  it("finds nothing wrong in well-formed content", () => {
    const html = `<h2>Services</h2><p>We convert <a href="/services/pdf">PDF documents to PDF/UA</a>.</p>
      <h3>Formats</h3><ul><li>EPUB</li></ul><h4>Details</h4><h2>Contact</h2>
      <img src="/uploads/a.png" alt="Our team at work"><img src="/uploads/b.png" alt="">
      <table><tr><th>Format</th></tr><tr><td>EPUB</td></tr></table>`;
    expect(check(html)).toEqual([]);
  });

  it("reports headings that start below level 2 or skip a level, saying which level to use", () => {
    expect(messages("<h3>Intro</h3>")).toEqual([
      '"Intro" is a level 3 heading after the page title, which skips a level. Use level 2.',
    ]);
    expect(messages("<h2>A</h2><h4>B</h4><h3>C</h3>")).toEqual([
      '"B" is a level 4 heading after a level 2 heading, which skips a level. Use level 3.',
    ]);
  });

  it("reports a level 1 heading, since the page title already is one", () => {
    expect(messages("<h1>Title again</h1>")).toEqual([
      '"Title again" is a level 1 heading, but the page title already is one. Use level 2 instead.',
    ]);
  });

  it("reports empty headings with where they are", () => {
    const problems = check("<h2>Fine</h2><h2>  </h2>");
    expect(problems).toEqual([
      expect.objectContaining({
        message: "A level 2 heading has no text. Add words to it or remove it.",
        location: { tag: "h2", index: 1 },
      }),
    ]);
  });

  it("reports images without an alt attribute, but not decorative ones (alt empty)", () => {
    const problems = check(`<img src="/a.png" alt=""><p>x</p><img src="/b.png">`);
    expect(problems).toEqual([
      expect.objectContaining({
        message: "An image has no alt text. Describe it, or mark it as decorative.",
        location: { tag: "img", index: 1 },
      }),
    ]);
  });

  it("reports an image whose alt text is only a file name", () => {
    const problems = check(`<img src="/a.jpg" alt="Our team"><img src="/b.jpg" alt=" IMG_2041.jpg ">`);
    expect(problems).toEqual([
      expect.objectContaining({
        message:
          'An image has the file name "IMG_2041.jpg" as its alt text. Describe what it shows, or mark it as decorative.',
        location: { tag: "img", index: 1 },
      }),
    ]);
    expect(messages(`<img src="/c.png" alt="logo-final.PNG">`)).toHaveLength(1);
    // Words that merely end a sentence with a dot are not a file name.
    expect(check(`<img src="/d.png" alt="Our office in Pune, India.">`)).toEqual([]);
  });

  it("reports a link whose only content is a decorative image, since it has no name", () => {
    const problems = check(`<p><a href="/services"><img src="/a.png" alt=""></a></p>`);
    expect(problems).toEqual([
      expect.objectContaining({
        message:
          "A link contains only a decorative image, so it has no name. Give the image alt text that says where the link goes.",
        location: { tag: "a", index: 0 },
      }),
    ]);
    // Words beside the image, or a label on the link, name it.
    expect(check(`<a href="/services"><img src="/a.png" alt=""> Our services</a>`)).toEqual([]);
    expect(check(`<a href="/services" aria-label="Our services"><img src="/a.png" alt=""></a>`)).toEqual([]);
  });

  it("reports links with no text and links whose words say nothing on their own", () => {
    expect(messages(`<p><a href="/x"> </a></p>`)).toEqual([
      "A link has no text, so nobody can tell where it goes. Give it words.",
    ]);
    expect(messages(`<p><a href="/x">Click here</a> and <a href="/y">Read more...</a></p>`)).toEqual([
      'A link says "Click here", which does not tell where it goes. Use words that name its destination.',
      'A link says "Read more...", which does not tell where it goes. Use words that name its destination.',
    ]);
    // An image with alt text names its link.
    expect(check(`<a href="/x"><img src="/a.png" alt="Our services"></a>`)).toEqual([]);
  });

  it("reports tables without header cells", () => {
    expect(check("<table><tr><td>1</td></tr></table>")).toEqual([
      expect.objectContaining({
        message: "A table has no header cells. Mark its first row or column as headers.",
        location: { tag: "table", index: 0 },
      }),
    ]);
  });

  // The check runs on every edit of a stored page; content once made it quadratic.
  it.each([
    ["a link of 100,000 dots", `<a href="/x">${".".repeat(100_000)}a</a>`],
    ["3,000 images without alt text", '<img src="/uploads/a.png">'.repeat(3_000)],
  ])("checks hostile content in well under a second: %s", (_label, html) => {
    const root = parseContent(html);
    const started = performance.now();
    const problems = checkContent(root);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(problems.length).toBeLessThanOrEqual(3_000);
  });

  it("gives each problem the place of its element, counted by tag", () => {
    const problems = check('<img src="a"><p><img src="b" alt="B"><img src="c"></p><a href="/x">Read more...</a>');
    expect(problems.map((problem) => problem.location)).toEqual([
      { tag: "img", index: 0 },
      { tag: "img", index: 2 },
      { tag: "a", index: 0 },
    ]);
  });
});
