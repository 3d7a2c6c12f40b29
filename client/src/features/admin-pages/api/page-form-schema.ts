import { z } from "zod";
import { pageContentSchema, UNPUBLISH_AFTER_PUBLISH } from "@shared/schema";
import { fromWallTime, toWallTime, type WallTime } from "@shared/time-zone";

// The page dialog's form: the page's fields as the API takes them, and its schedule as a date and a time each in
// the site's time zone (date and time inputs hold "2025-06-01" and "09:00"), which become UTC instants on submit.

const wallField = z.string().trim();

/** Which of the two times a pair of fields is: its label in messages, and its fields. */
const SCHEDULE = [
  { label: "Publish at", date: "publishDate", time: "publishTime" },
  { label: "Take down at", date: "unpublishDate", time: "unpublishTime" },
] as const;

/** The form checked in the site's time zone: each pair has both halves or neither, and names a real moment. */
export const pageFormSchemaIn = (zone: string) =>
  pageContentSchema
    .extend({ publishDate: wallField, publishTime: wallField, unpublishDate: wallField, unpublishTime: wallField })
    .superRefine((values, ctx) => {
      const instants = SCHEDULE.map(({ label, date, time }) => {
        const wall = { date: values[date], time: values[time] };
        if (!wall.date && !wall.time) return null;
        if (!wall.date) ctx.addIssue({ code: "custom", message: `Enter the date of ${label}`, path: [date] });
        if (!wall.time) ctx.addIssue({ code: "custom", message: `Enter the time of ${label}`, path: [time] });
        if (!wall.date || !wall.time) return null;
        const instant = fromWallTime(wall, zone);
        if (!instant) ctx.addIssue({ code: "custom", message: `${label} is not a date`, path: [date] });
        return instant;
      });
      const [publishAt, unpublishAt] = instants;
      if (publishAt && unpublishAt && unpublishAt <= publishAt) {
        ctx.addIssue({ code: "custom", message: UNPUBLISH_AFTER_PUBLISH, path: ["unpublishDate"] });
      }
    });

export type PageFormInput = z.input<ReturnType<typeof pageFormSchemaIn>>;
export type PageFormValues = z.output<ReturnType<typeof pageFormSchemaIn>>;

/** A stored time as the form's date and time in `zone`; empty fields for none. */
export const wallTimeOf = (instant: Date | string | null | undefined, zone: string): WallTime =>
  instant ? toWallTime(instant, zone) : { date: "", time: "" };

/** The form's values as the API takes them: the schedule as UTC instants (null for none). */
export function pageBodyOf(values: PageFormValues, zone: string) {
  const { publishDate, publishTime, unpublishDate, unpublishTime, ...page } = values;
  const instant = (date: string, time: string) => fromWallTime({ date, time }, zone)?.toISOString() ?? null;
  const publishAt = instant(publishDate, publishTime);
  return {
    ...page,
    // A page waiting for its time is a draft until then (the server keeps it so too).
    isPublished: publishAt ? false : page.isPublished,
    publishAt,
    unpublishAt: instant(unpublishDate, unpublishTime),
  };
}

/** Where the server's errors about the schedule show: on the date of that time. */
export const SCHEDULE_ERROR_FIELDS = { publishAt: "publishDate", unpublishAt: "unpublishDate" };
