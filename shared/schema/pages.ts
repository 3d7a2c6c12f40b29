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

/**
 * When a page goes live or comes down by itself: a date and time with its offset (2025-06-01T09:00:00+01:00), or
 * null for none. The API answers it in UTC.
 */
const scheduleTime = (label: string) =>
  nullableColumn(
    z.iso
      .datetime({ offset: true, error: `${label} must be a date and time such as 2025-06-01T09:00:00+01:00` })
      .transform((value) => new Date(value)),
  );

export const UNPUBLISH_AFTER_PUBLISH = "Take down at must be after Publish at";

/** Both times set: the page must come down after it goes live. */
export const scheduleInOrder = (publishAt: Date | null | undefined, unpublishAt: Date | null | undefined): boolean =>
  !publishAt || !unpublishAt || unpublishAt.getTime() > publishAt.getTime();

// Runs even when a time was refused (zod checks the object after fields that failed): only two dates compare.
const checkSchedule = (page: { publishAt?: unknown; unpublishAt?: unknown }, ctx: z.RefinementCtx) => {
  const { publishAt, unpublishAt } = page;
  if (publishAt instanceof Date && unpublishAt instanceof Date && !scheduleInOrder(publishAt, unpublishAt)) {
    ctx.addIssue({ code: "custom", message: UNPUBLISH_AFTER_PUBLISH, path: ["unpublishAt"] });
  }
};

const pageFields = z.object({
  title: required("Page title"),
  slug: slugSchema,
  content: z
    .string({ error: "Page content is required" })
    .refine((v) => v.trim().length > 0, { message: "Page content is required" })
    .refine((v) => v.length <= MAX_HTML, { message: `Page content must be at most ${MAX_HTML} characters` }),
  metaTitle: nullableColumn(optionalText("Meta title")),
  metaDescription: nullableColumn(optionalText("Meta description", 500)),
  isPublished: z.boolean().optional(),
  /** Set: the page is kept a draft until then, and goes live by itself at that time. */
  publishAt: scheduleTime("Publish at"),
  /** Set: the published page is taken down by itself at that time. */
  unpublishAt: scheduleTime("Take down at"),
});

export const insertPageSchema = pageFields.superRefine(checkSchedule);

export const updatePageSchema = pageFields.partial().extend(loadedUpdatedAt).superRefine(checkSchedule);

/** The page fields without the schedule, which the page dialog asks for as dates and times in the site's zone. */
export const pageContentSchema = pageFields.omit({ publishAt: true, unpublishAt: true });

/** Restoring a revision: `updatedAt` is the page's as the editor loaded it, so a stale editor gets 409. */
export const restorePageRevisionSchema = z.object(loadedUpdatedAt);

export type Page = typeof pages.$inferSelect;
export type InsertPage = z.input<typeof insertPageSchema>;
/** One saved state of a page, with the username of whoever saved it (null once that account is deleted). */
export type PageRevision = typeof pageRevisions.$inferSelect & { author: string | null };
/** A revision as the history lists it: everything but the content. */
export type PageRevisionSummary = Omit<PageRevision, "content">;
