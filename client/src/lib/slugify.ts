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

/**
 * The last part of an address from a title, for addresses that allow only lowercase letters, digits and single
 * hyphens (a service's): accents dropped (é gives e), hyphens and underscores kept as word breaks, and at most
 * `max` characters, cut after a whole word where it can be.
 */
export function addressSlug(title: string, max: number): string {
  const slug = slugify(title.normalize("NFD").replace(/\p{M}/gu, "").replace(/[-_]/g, " "));
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastBreak = cut.lastIndexOf("-");
  return slug[max] === "-" || lastBreak < 0 ? cut.replace(/-$/, "") : cut.slice(0, lastBreak);
}
