// Field rules shared by the request schemas of every resource, and the body shape of a list's reorder.
import { z } from "zod";

export const MAX_SHORT = 200;
export const MAX_LONG = 5_000;
export const MAX_HTML = 200_000;

export const required = (label: string, max = MAX_SHORT) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = MAX_SHORT) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const IMAGE_URL_MESSAGE = "Image must be an uploaded file or an https address";

/**
 * An uploaded file (/uploads/...) or an absolute https address: never javascript: or data: URLs, and not plain
 * http, which an HTTPS page would load as mixed content (blocked or flagged by browsers, and open to tampering).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2_000, "Image address is too long")
  .refine((v) => v === "" || /^\/uploads\/[A-Za-z0-9._-]+$/.test(v) || isHttpsUrl(v), {
    message: IMAGE_URL_MESSAGE,
  });

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const optionalHttpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2_000, `${label} is too long`)
    .refine((v) => v === "" || isHttpUrl(v), { message: `${label} must start with http:// or https://` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A column that may hold NULL: the field accepts null and may be left out. Left out, it stays undefined (an
 * update then leaves the column as it is, an insert gets the column's default); the inner rule turns "" into null.
 */
export const nullableColumn = <T extends z.ZodType>(rule: T) => rule.nullable().optional();

/** An image's text alternative: empty means "use the name shown with it" (stored as null). */
export const altText = nullableColumn(optionalText("Alt text", 300));
/** A decorative image gets alt="": it adds nothing the text around it does not already say. */
export const decorative = z.boolean({ error: "Decorative must be true or false" }).optional();

export const sortOrder = z.number().int("Sort order must be a whole number").min(0).max(1_000_000);

/**
 * On an update (PUT): the item's `updatedAt` as the editor loaded it. The server applies the update only while
 * the item still has that value, and otherwise answers 409, so two administrators do not silently overwrite each
 * other. Optional: an update without it applies as it is.
 */
export const loadedUpdatedAt = {
  updatedAt: z.iso
    .datetime({ offset: true, error: "updatedAt must be a date and time such as 2025-01-31T12:00:00.000Z" })
    .optional(),
};

/** The body of a list's reorder (teamOrders, logoOrders, ...): each id once, with its new position. */
export const reorderEntriesOf = <Id extends number | string>(id: z.ZodType<Id>) =>
  z
    .array(z.object({ id, sortOrder }), { error: "A list of {id, sortOrder} is required" })
    .min(1, "Nothing to reorder")
    .max(1_000)
    .refine((list: { id: Id }[]) => new Set(list.map((e) => e.id)).size === list.length, {
      message: "Each id may appear only once",
    });
export const reorderEntries = reorderEntriesOf(z.number().int().positive());

export type ReorderEntry = z.infer<typeof reorderEntries>[number];

/**
 * A list the CMS keeps in order (team, logos, FAQ, ...), as client and server both know it: what a create and an
 * edit carry, and the reorder call's body, whose one key names the list (teamOrders, logoOrders, ...). An edit
 * carries, unless said otherwise, any of the create's fields and the updatedAt the dialog loaded (a stale save is
 * refused with 409).
 * Marked free of side effects, as zod marks its own builders: a page that imports something else from a schema
 * module then leaves the resource out of its bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sortableResource<Key extends string, Id extends number | string = number>(
  resource: { reorderKey: Key; id?: z.ZodType<Id> } & (
    { insert: z.ZodObject; update?: z.ZodType<object> } | { insert: z.ZodType<object>; update: z.ZodType<object> }
  ),
) {
  const entries = resource.id ? reorderEntriesOf(resource.id) : reorderEntries;
  // zod types a computed key as any string; the object has exactly the one key given.
  const reorder = z.object({ [resource.reorderKey]: entries }) as unknown as z.ZodType<
    Record<Key, { id: Id; sortOrder: number }[]>
  >;
  const update = resource.update ?? (resource.insert as z.ZodObject).partial().extend(loadedUpdatedAt);
  return { insert: resource.insert, update, reorderKey: resource.reorderKey, reorder };
}

export type SortableResource<Id extends number | string = number> = ReturnType<typeof sortableResource<string, Id>>;
