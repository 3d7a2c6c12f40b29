// Page slug rules with no dependencies, so the public bundle can use them without zod or drizzle.
import { routeFirstSegments } from "./paths";

export const SLUG_MAX_LENGTH = 120;
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

/** Slugs that would collide with the site's own routes at /{slug}. */
export const reservedSlugs: readonly string[] = routeFirstSegments;

/** Whether a path segment could be a page's slug; anything else at /{slug} is a 404 without asking the API. */
export const isPageSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value) && !reservedSlugs.includes(value);
