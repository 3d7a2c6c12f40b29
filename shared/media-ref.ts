// What the public site needs of a media library image where it shows it, with no dependencies: the website's
// public screens import these, and the library's request schemas (./schema/media.ts, zod) must not come along.

/** What the public site needs of a library image where it shows it: its words and where to crop. */
export interface MediaRef {
  altText: string | null;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

/** `50% 30%`: the CSS object-position that keeps the focal point in view when a shape crops the image. */
export const focalPosition = (ref: Pick<MediaRef, "focalX" | "focalY"> | null | undefined): string | undefined =>
  ref && (ref.focalX !== 50 || ref.focalY !== 50) ? `${ref.focalX}% ${ref.focalY}%` : undefined;

/** Alt text that is only a file name (`IMG_2041.jpg`, `logo-final.png`): as unhelpful as none. */
export const looksLikeFileName = (alt: string | null | undefined): boolean =>
  !!alt && /^[\w\s().,-]*\.(jpe?g|png|gif|webp|svg|avif|bmp|tiff?)$/i.test(alt.trim());
