// What a write took out of public view: an item deleted from a public list, a page unpublished, deleted or moved to
// another slug. The public read cache keeps stale copies of answers to stand in while the database cannot be
// reached; it must forget every copy showing that item (its list, its own answer under any address), on this
// server and, through the change notices, on every other one, or an outage would bring the item back.
import type { Response } from "express";
import { z } from "zod";
import { publicCollectionKeys, type CollectionKey } from "@shared/collections";

/** The lists visitors read whole: the collections that declare a public read. */
export const PUBLIC_LISTS: readonly CollectionKey[] = publicCollectionKeys;
export type PublicList = CollectionKey;

/** Where an item is shown: one of the public lists, or the pages (each at its slug). */
export const ITEM_KINDS: ItemKind[] = [...PUBLIC_LISTS, "pages"];
export type ItemKind = PublicList | "pages";

const takeDownSchema = z.strictObject({
  list: z.enum(ITEM_KINDS as [ItemKind, ...ItemKind[]]),
  /** The item's key: a row's serial number, or its text key (a service's). */
  id: z.union([z.number().int(), z.string().max(200)]),
  /** The one address where the item is still public (a page moved to another slug); absent or null: nowhere. */
  publicAt: z.string().max(200).nullable().optional(),
});
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
