// What the admin list endpoints share: telling a request for one page from one for the whole list, and searching
// text columns for what an administrator typed, in any case, with wildcards taken literally.
import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { Request } from "express";
import type { z } from "zod";
import { validationError } from "../http/errors";

/**
 * The request's paging and filters, or null for a request without any query parameter, which gets the whole list
 * as before paging existed. Anything else is read strictly: an unknown or malformed parameter is a 400.
 */
export function listQueryOf<S extends z.ZodType>(schema: S, req: Request): z.output<S> | null {
  if (Object.keys(req.query).length === 0) return null;
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** `%`, `_` and `\` typed by someone match themselves, not any text (backslash is LIKE's escape character). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows where any of `columns` contains `text`, ignoring case. */
export const containsText = (columns: AnyColumn[], text: string): SQL =>
  or(...columns.map((column) => ilike(column, `%${likeEscape(text)}%`)))!;

/** The rows to skip before a page. */
export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;
