/**
 * The alt attribute of an image an administrator uploaded: empty when they marked it decorative (the text around
 * it says everything), their own text when they wrote one, otherwise the name the image belongs to.
 */
export function imageAlt(alt: string | null | undefined, decorative: boolean | null | undefined, name: string): string {
  if (decorative) return "";
  return alt?.trim() || name;
}
