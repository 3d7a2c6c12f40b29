import { describe, expect, it } from "vitest";
import { sanitizeSvg, UnreadableSvgError } from "./svg-sanitize";

const clean = async (svg: string) => (await sanitizeSvg(Buffer.from(svg))).toString("utf8");
const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe("cleaning an uploaded SVG", () => {
  it("keeps the drawing: shapes, gradients, text, titles, internal links and embedded raster images", async () => {
    const drawing =
      `<svg ${SVG} viewBox="0 0 10 10"><title>Acme</title><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>` +
      `<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="5">Acme</text>` +
      '<image href="data:image/png;base64,iVBORw0KGgo="/></svg>';
    expect(await clean(drawing)).toBe(drawing);
  });

  it.each([
    ["a script element", `<svg ${SVG}><script>alert(1)</script><circle r="1"/></svg>`],
    [
      "a namespaced script",
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script><circle r="1"/></svg>`,
    ],
    ["an event handler", `<svg ${SVG} onload="alert(1)"><circle r="1" onclick="alert(1)"/></svg>`],
    ["a javascript: link", `<svg ${SVG}><a href="javascript:alert(1)"><circle r="1"/></a></svg>`],
    ["an xlink javascript: link", `<svg ${SVG}><a xlink:href=" JaVaScRiPt:alert(1)"><circle r="1"/></a></svg>`],
    [
      "embedded HTML",
      `<svg ${SVG}><foreignObject><iframe src="https://evil.example"/></foreignObject><circle r="1"/></svg>`,
    ],
    [
      "an image from another server",
      `<svg ${SVG}><image href="https://tracker.example/pixel.png"/><circle r="1"/></svg>`,
    ],
    [
      "an animation that rewrites a link",
      `<svg ${SVG}><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><circle r="1"/></a></svg>`,
    ],
  ])("removes %s", async (_what, svg) => {
    const cleaned = await clean(svg);
    expect(cleaned).not.toMatch(/script|alert|onload|onclick|foreignObject|iframe|tracker|<set/i);
    expect(cleaned).toContain('<circle r="1"/>');
  });

  it("refuses what is not well-formed XML", async () => {
    await expect(clean("<svg><g></svg>")).rejects.toThrow(UnreadableSvgError);
  });
});
