// The shape the server accepts for page slugs (shared/schema slugSchema, repeated here because importing the
// zod schema would pull zod into the public bundle). Anything else at /{slug} cannot be a page: it is a 404.
const SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const isPageSlug = (value: string): boolean => value.length <= 120 && SLUG.test(value);
