import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fixture } from "../test/harness";
import { sniffImage } from "./uploads";

describe("sniffImage", () => {
  it("reads the type from the bytes", () => {
    expect(sniffImage(fs.readFileSync(fixture("logo.png")))).toBe("png");
    expect(sniffImage(fs.readFileSync(fixture("photo.jpg")))).toBe("jpeg");
    expect(sniffImage(fs.readFileSync(fixture("photo.webp")))).toBe("webp");
    expect(sniffImage(fs.readFileSync(fixture("pixel.gif")))).toBe("gif");
    expect(sniffImage(fs.readFileSync(fixture("logo.svg")))).toBe("svg");
    expect(sniffImage(fs.readFileSync(fixture("not-an-image.png")))).toBeNull();
    expect(sniffImage(Buffer.from('<?xml version="1.0"?>\n<!-- c -->\n<svg width="1"></svg>'))).toBe("svg");
    expect(sniffImage(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it("recognises SVG after a byte order mark, an XML declaration, comments and a doctype", () => {
    const svg = (text: string) => sniffImage(Buffer.from(text));
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(svg("\uFEFF<svg xmlns='http://www.w3.org/2000/svg'/>")).toBe("svg");
    expect(svg(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n${doctype}\n<svg>`)).toBe("svg");
    expect(
      svg(`\n <!-- Generator: Illustrator -->\n<!----><!-- a -- b -->${doctype}<!-- c --><SVG\tviewBox="0 0 1 1">`),
    ).toBe("svg");
    expect(svg("<svg/>")).toBe("svg");
    expect(svg("<svg>")).toBe("svg");
    for (const text of [
      "<svgx>",
      "<svg",
      "<!-- <svg> -->",
      "<!-- unclosed <svg>",
      "<?xml version='1.0'?><html><svg></svg></html>",
      "<?xml <svg>",
      "text <svg>",
      "<!DOCTYPE html><p><svg>",
    ]) {
      expect(svg(text), text).toBeNull();
    }
  });

  // A prolog of many comments once took the checking expression minutes, blocking every other request.
  it.each([
    ["40 empty comments", "<!---->".repeat(40) + "x"],
    ["4096 bytes of empty comments", "<!---->".repeat(586) + "x"],
    ["many comments and doctypes", "<!----><!DOCTYPE x>".repeat(300) + "<svg"],
    ["an unclosed comment", "<!--" + "-".repeat(100_000)],
  ])("decides at once on a hostile prolog: %s", (_label, text) => {
    const started = performance.now();
    expect(sniffImage(Buffer.from(text))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
