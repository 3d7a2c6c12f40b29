// The activity log: what administrators did, newest first.
import { z } from "zod";
import type { activityLog } from "../tables";

/**
 * What an entry says happened. Writes not named here are recorded as create, update or delete by their method;
 * "export" is the one read recorded (rows leaving the site as a file).
 */
export const activityActions = [
  "create",
  "update",
  "delete",
  "reorder",
  "status",
  "respond",
  "upload",
  "settings",
  "restore",
  "password",
  "export",
  "sign-in",
  "sign-out",
  "sign-in-failed",
  "erase",
  "expire",
  "publish",
  "unpublish",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * Who an entry's action was by: an administrator ("user"), or the site itself, with no one signed in and no account
 * (user id null): the scheduler, which publishes and takes down pages at the times set on them, and "site" for the
 * rest of its own work (old inquiries deleted by the retention setting). Such an entry's username is its actor's
 * name below, so searching by name finds it.
 */
export const activityActors = ["user", "scheduler", "site"] as const;
export type ActivityActor = (typeof activityActors)[number];
export type SystemActor = Exclude<ActivityActor, "user">;

/** How the activity log names the site's own actors, and says when they act. */
export const systemActors: Record<SystemActor, { name: string; note: string }> = {
  scheduler: { name: "Scheduler", note: "at a page's scheduled time" },
  site: { name: "The site", note: "automatically" },
};
export const SCHEDULER_NAME = systemActors.scheduler.name;

/** The kinds of item the admin screens change, named by the first part of their API path (../activity-kinds). */
export { activityEntityTypes } from "../activity-kinds";

export const ACTIVITY_MAX_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60_000;
// A calendar day (YYYY-MM-DD, in UTC) or a timestamp with its offset. Both ends of the range are included: a day
// given as the end means up to its last millisecond.
const activityInstant = (end: "start" | "end") =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => {
    const date = new Date(value);
    return end === "end" && value.length === 10 ? new Date(date.getTime() + DAY_MS - 1) : date;
  });
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/activity query: the page wanted and the filters, all optional; an unknown parameter is a mistake. */
export const activityQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE_SIZE).default(25),
    action: z.enum(activityActions).optional(),
    entityType: queryText(40).pipe(
      z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, "Unknown item type")
        .optional(),
    ),
    user: queryText(100),
    from: activityInstant("start").optional(),
    to: activityInstant("end").optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export type ActivityEntry = typeof activityLog.$inferSelect;

export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}
