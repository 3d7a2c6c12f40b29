import type { Request } from "express";
import { z } from "zod";
import { badRequest, validationError } from "./errors";

/** Parses a request body with a shared schema, or throws a 400 that lists the field errors. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  if (req.body === undefined || req.body === null || typeof req.body !== "object" || Array.isArray(req.body)) {
    throw badRequest("The request body must be a JSON object");
  }
  const result = schema.safeParse(req.body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses a request's query string with a shared schema, or throws a 400 that lists the parameter errors. */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** What a numeric `:id` may be: a positive whole number that fits the tables' integer keys. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A route's numeric `:id`, or a 400 when it is not one. */
export function parseId(req: Request, name = "id"): number {
  const result = idSchema.safeParse(req.params[name]);
  if (!result.success) throw badRequest(`"${req.params[name]}" is not a valid id`);
  return result.data;
}
