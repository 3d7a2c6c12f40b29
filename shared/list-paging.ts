// How every paged admin list reads its page, page size and search text: one rule for the inquiries, pages and media
// lists. No imports but zod, so the request schemas of any resource can use it.
import { z } from "zod";

export const LIST_DEFAULT_PAGE_SIZE = 50;
export const LIST_MAX_PAGE_SIZE = 100;
export const LIST_SEARCH_MAX_LENGTH = 100;

export const paging = {
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(1_000_000, "page is too large")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(LIST_MAX_PAGE_SIZE, `pageSize must be at most ${LIST_MAX_PAGE_SIZE}`)
    .default(LIST_DEFAULT_PAGE_SIZE),
};

/**
 * Text to look for in the query parameter `name`, any case; blank means no search. `%`, `_` and `\` match
 * themselves (the server escapes them).
 */
export const searchText = (name: string) =>
  z
    .string({ error: `${name} must be given once, as text` })
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, `${name} must be at most ${LIST_SEARCH_MAX_LENGTH} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${name} must not contain control characters`)
    .optional()
    .transform((text) => text || undefined);
