// Content pages and their revisions.
import { z } from "zod";
import { reservedSlugs, SLUG_MAX_LENGTH, SLUG_PATTERN } from "../slug";
import type { pageRevisions, pages } from "../tables";
import { loadedUpdatedAt, MAX_HTML, nullableColumn, optionalText, required } from "./fields";

export const slugSchema = z
  .string({ error: "URL slug is required" })
  .trim()
  .min(1, "URL slug is required")
  .max(SLUG_MAX_LENGTH, `URL slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits, hyphens and underscores only")
  .refine((v) => !reservedSlugs.includes(v), {
    message: "This address is used by the website itself; choose another slug",
  });

export const insertPageSchema = z.object({
  title: required("Page title"),
  slug: slugSchema,
  content: z
    .string({ error: "Page content is required" })
    .refine((v) => v.trim().length > 0, { message: "Page content is required" })
    .refine((v) => v.length <= MAX_HTML, { message: `Page content must be at most ${MAX_HTML} characters` }),
  metaTitle: nullableColumn(optionalText("Meta title")),
  metaDescription: nullableColumn(optionalText("Meta description", 500)),
  isPublished: z.boolean().optional(),
});

export const updatePageSchema = insertPageSchema.partial().extend(loadedUpdatedAt);

/** Restoring a revision: `updatedAt` is the page's as the editor loaded it, so a stale editor gets 409. */
export const restorePageRevisionSchema = z.object(loadedUpdatedAt);

export type Page = typeof pages.$inferSelect;
export type InsertPage = z.input<typeof insertPageSchema>;
/** One saved state of a page, with the username of whoever saved it (null once that account is deleted). */
export type PageRevision = typeof pageRevisions.$inferSelect & { author: string | null };
/** A revision as the history lists it: everything but the content. */
export type PageRevisionSummary = Omit<PageRevision, "content">;
