/** Public pages are cached by slug under this prefix; any change to a page in the CMS invalidates them all. */
export const PAGE_BY_SLUG = "/api/pages/slug";
export const pageBySlugKey = (slug: string) => [PAGE_BY_SLUG, slug] as const;
