import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, parseSizedImage, sizedImageName, srcSet, thumbnailOf, variantWidths } from "./image-variants";
import { imageUrlSchema } from "./schema";

const id = "0123456789abcdef0123456789abcdef";

describe("parseSizedImage", () => {
  it("reads size and every variant from a new upload's address", () => {
    const image = parseSizedImage(`/uploads/${id}-800x600.jpg`);
    expect(image).toEqual({
      src: `/uploads/${id}-800x600.jpg`,
      width: 800,
      height: 600,
      fallbackExtension: "jpg",
      webp: [
        { url: `/uploads/${id}-800x600.w160.webp`, width: 160 },
        { url: `/uploads/${id}-800x600.w320.webp`, width: 320 },
        { url: `/uploads/${id}-800x600.w640.webp`, width: 640 },
        { url: `/uploads/${id}-800x600.webp`, width: 800 },
      ],
      fallback: [
        { url: `/uploads/${id}-800x600.w160.jpg`, width: 160 },
        { url: `/uploads/${id}-800x600.w320.jpg`, width: 320 },
        { url: `/uploads/${id}-800x600.w640.jpg`, width: 640 },
        { url: `/uploads/${id}-800x600.jpg`, width: 800 },
      ],
    });
  });

  it("never lists a variant wider than the original, nor one of the same width twice", () => {
    expect(parseSizedImage(`/uploads/${id}-120x80.png`)?.webp).toEqual([
      { url: `/uploads/${id}-120x80.webp`, width: 120 },
    ]);
    expect(parseSizedImage(`/uploads/${id}-320x320.gif`)?.fallback.map((c) => c.width)).toEqual([160, 320]);
    expect(parseSizedImage(`/uploads/${id}-4000x3000.jpg`)?.webp.map((c) => c.width)).toEqual([...IMAGE_WIDTHS, 4000]);
  });

  it("has nothing to say about older uploads, SVG, variants themselves or other sites", () => {
    for (const url of [
      `/uploads/${id}.png`,
      `/uploads/${id}.svg`,
      `/uploads/${id}-100x100.svg`,
      `/uploads/${id}-100x100.webp`,
      `/uploads/${id}-800x600.w320.jpg`,
      `/uploads/${id}-0x10.png`,
      `/uploads/${id}-1234567x1.png`,
      `https://cdn.example.com/uploads/${id}-100x100.png`,
      "",
    ]) {
      expect(parseSizedImage(url), url).toBeNull();
    }
  });
});

it("names a new upload so that parseSizedImage reads it back", () => {
  const name = sizedImageName(id, 1920, 1080, "png");
  expect(name).toBe(`${id}-1920x1080.png`);
  expect(parseSizedImage(`/uploads/${name}`)).toMatchObject({ width: 1920, height: 1080, fallbackExtension: "png" });
});

it("every address it produces is one the image fields accept", () => {
  const image = parseSizedImage(`/uploads/${id}-2000x1000.jpg`)!;
  for (const { url } of [...image.webp, ...image.fallback])
    expect(imageUrlSchema.safeParse(url).success, url).toBe(true);
});

it("variantWidths keeps only the widths below the original", () => {
  expect(variantWidths(160)).toEqual([]);
  expect(variantWidths(161)).toEqual([160]);
  expect(variantWidths(1281)).toEqual([160, 320, 640, 1280]);
});

it("srcSet lists each file with its width descriptor", () => {
  expect(
    srcSet([
      { url: "/a.webp", width: 160 },
      { url: "/b.webp", width: 320 },
    ]),
  ).toBe("/a.webp 160w, /b.webp 320w");
});

describe("thumbnailOf", () => {
  it("picks the narrowest WebP copy at least 320 pixels wide", () => {
    expect(thumbnailOf(`/uploads/${id}-2000x1000.jpg`)).toBe(`/uploads/${id}-2000x1000.w320.webp`);
    expect(thumbnailOf(`/uploads/${id}-300x200.png`)).toBe(`/uploads/${id}-300x200.webp`);
  });
  it("keeps addresses without copies", () => {
    expect(thumbnailOf("/uploads/0123456789abcdef0123456789abcdef.svg")).toBe(
      "/uploads/0123456789abcdef0123456789abcdef.svg",
    );
    expect(thumbnailOf("/uploads/old.png")).toBe("/uploads/old.png");
  });
});
