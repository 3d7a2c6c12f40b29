/**
 * A URL slug from a page title: lower case, characters that are neither word characters nor spaces
 * removed, runs of whitespace turned into hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}
