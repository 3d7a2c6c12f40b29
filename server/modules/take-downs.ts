// What a write took out of public view: a page unpublished, deleted or moved to another slug, an item deleted from
// a public list. The public read cache keeps stale copies of answers to stand in while the database cannot be
// reached; it must forget these, on this server and, through the change notices, on every other one, or an outage
// would bring the content back.
import type { Response } from "express";
import { z } from "zod";

export const PUBLIC_LISTS = ["team", "logos", "testimonials", "faq", "services", "home-cards", "standards"] as const;
export type PublicList = (typeof PUBLIC_LISTS)[number];

const takeDownSchema = z.union([
  /** Page `page` is public only at `publicAt` now, or nowhere (null): every copy of it elsewhere goes. */
  z.strictObject({ page: z.number().int(), publicAt: z.string().nullable() }),
  /** An item was deleted from this list: its copies go. */
  z.strictObject({ list: z.enum(PUBLIC_LISTS) }),
]);
export type TakeDown = z.infer<typeof takeDownSchema>;

/** Notes on the write's response what it took out of public view; read when the cache is cleared (see app.ts). */
export function recordTakeDown(res: Response, takeDown: TakeDown) {
  const locals = res.locals as { takeDowns?: TakeDown[] };
  (locals.takeDowns ??= []).push(takeDown);
}

export const takeDownsOf = (res: Response): TakeDown[] => (res.locals as { takeDowns?: TakeDown[] }).takeDowns ?? [];

/** The take-downs a change notice carried; undefined when they cannot be read (then anything may be gone). */
export function parseTakeDowns(value: unknown): TakeDown[] | undefined {
  const parsed = z.array(takeDownSchema).max(100).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
