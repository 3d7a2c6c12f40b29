import { looksLikeFileName, type MediaRef } from "@shared/media-ref";

/**
 * The alt attribute of an image an administrator uploaded, from the most particular words to the most general:
 * - the place's own: empty when they marked it decorative there (the text around it says everything), their own
 *   text when they wrote one;
 * - else the media library's, which go with the image wherever it is used: empty when the library marks it
 *   decorative, its alt text when it has one (a bare file name is as good as none);
 * - else the name the image belongs to.
 */
export function imageAlt(
  alt: string | null | undefined,
  decorative: boolean | null | undefined,
  name: string,
  library?: Pick<MediaRef, "altText" | "decorative"> | null,
): string {
  if (decorative) return "";
  const own = alt?.trim();
  if (own) return own;
  if (library?.decorative) return "";
  const shared = library?.altText?.trim();
  return shared && !looksLikeFileName(shared) ? shared : name;
}
