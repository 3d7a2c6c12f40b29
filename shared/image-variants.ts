// How uploaded raster images are named, with no dependencies: the server writes files by these rules and the
// website builds srcset from them, so both always agree.
//
// An upload is stored as `/uploads/<id>-<width>x<height>.<ext>` (ext jpg, png or gif), the full-size image in a
// format every browser shows. Next to it lie `<id>-<width>x<height>.webp` (the same size in WebP) and, for each
// width in IMAGE_WIDTHS below the original width, `<id>-<width>x<height>.w<w>.webp` and `.w<w>.<ext>`.
// Older uploads (`/uploads/<id>.png`), SVG and addresses on other sites have no variants.

/** The widths written below the original's own; an image is never enlarged. */
export const IMAGE_WIDTHS: readonly number[] = [160, 320, 640, 1280];

/** The formats of the stored full-size image: JPEG for photos, PNG for transparency, GIF for animation. */
export type FallbackExtension = "jpg" | "png" | "gif";

export interface ImageCandidate {
  url: string;
  /** Pixel width of this file. */
  width: number;
}

export interface SizedImage {
  /** The stored address, the full-size image. */
  src: string;
  width: number;
  height: number;
  fallbackExtension: FallbackExtension;
  /** WebP files, narrowest first, ending with the full size. */
  webp: ImageCandidate[];
  /** Files in the stored image's format, narrowest first, ending with the stored image itself. */
  fallback: ImageCandidate[];
}

// Each side at most 6 digits, so a hostile address cannot make a client build a huge list.
const SIZED = /^(\/uploads\/[0-9a-f]{32})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.(jpg|png|gif)$/;

/** The name of a new upload's full-size file: `<id>-<width>x<height>.<ext>`. */
export function sizedImageName(id: string, width: number, height: number, extension: FallbackExtension): string {
  return `${id}-${width}x${height}.${extension}`;
}

/** The widths below the original's, from IMAGE_WIDTHS. */
export const variantWidths = (originalWidth: number): number[] => IMAGE_WIDTHS.filter((w) => w < originalWidth);

/** Every file that belongs to a sized upload, or null for an address without variants (legacy, SVG, external). */
export function parseSizedImage(url: string): SizedImage | null {
  const match = SIZED.exec(url);
  if (!match) return null;
  const [, base, w, h, extension] = match;
  const width = Number(w);
  const height = Number(h);
  const stem = `${base}-${width}x${height}`;
  const widths = variantWidths(width);
  return {
    src: url,
    width,
    height,
    fallbackExtension: extension as FallbackExtension,
    webp: [...widths.map((v) => ({ url: `${stem}.w${v}.webp`, width: v })), { url: `${stem}.webp`, width }],
    fallback: [...widths.map((v) => ({ url: `${stem}.w${v}.${extension}`, width: v })), { url, width }],
  };
}

/** `a.webp 160w, b.webp 320w` for the srcset attribute. */
export const srcSet = (candidates: ImageCandidate[]): string =>
  candidates.map((c) => `${c.url} ${c.width}w`).join(", ");

/** The width of the library's thumbnails: a grid cell of 160 CSS pixels on a 2x screen. */
export const THUMBNAIL_WIDTH = 320;

/**
 * The smallest copy of an upload at least THUMBNAIL_WIDTH wide (WebP), or the image itself when it has no copies
 * (legacy names, SVG, or an original narrower than that).
 */
export function thumbnailOf(url: string): string {
  const image = parseSizedImage(url);
  if (!image) return url;
  return (image.webp.find((c) => c.width >= THUMBNAIL_WIDTH) ?? image.webp.at(-1)!).url;
}
