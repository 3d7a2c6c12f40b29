import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { databaseFailureOf, describeDatabaseError, type DatabaseAvailability } from "../db/availability";
import type { LogFn } from "../lib/logger";
import { StorageUnavailableError } from "../storage/storage";
import { requestIdOf } from "./request-log";

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers sent with the error answer, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
    /** More fields of the answer's JSON beside `message`, for the client to act on. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(409, message, fieldErrors);

/** zod issues → `{ field: [messages] }`, keyed by the dotted path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: z.ZodError): HttpError {
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return badRequest(`Invalid input. ${where}${first?.message ?? ""}`.trim(), fieldErrorsOf(error));
}

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, `No API endpoint ${req.method} ${req.baseUrl}${req.path}`));

// PostgreSQL error codes a client's input can still provoke; everything else is our bug.
const PG_UNIQUE = "23505";
const PG_FOREIGN_KEY = "23503";
const PG_DATA_EXCEPTION_CLASS = "22";

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** drizzle wraps the driver's error; the PostgreSQL code is on it or on its cause. */
function pgCodeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Seconds a client is asked to wait before trying again while the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNREACHABLE_MESSAGE =
  "The database cannot be reached right now. Please try again in a few seconds.";
const STORAGE_UNAVAILABLE_MESSAGE = "File storage cannot be reached right now. Please try again in a few seconds.";
const DATABASE_TIMEOUT_MESSAGE = "The database is taking too long to answer. Please try again in a few seconds.";

/**
 * The one error handler: every failure leaves as JSON `{ message, fieldErrors? }`. A database that cannot be
 * reached or answers too slowly is not a bug: 503 with Retry-After, and `availability` logs the outage once
 * rather than one stack per request. A bug answers 500 `{ message, requestId }` and logs its stack under that id.
 */
export function errorHandler(log: LogFn, availability?: DatabaseAvailability): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // Never the query string: on /api/auth it may carry a token.
    const where = `${req.method} ${req.originalUrl.split("?")[0]}`;
    const send = (
      status: number,
      message: string,
      fieldErrors?: Record<string, string[]>,
      details?: Record<string, unknown>,
    ) => {
      if (res.headersSent) return res.end();
      res.status(status).json({ ...details, message, ...(fieldErrors ? { fieldErrors } : {}) });
    };
    if (error instanceof HttpError) {
      if (error.headers && !res.headersSent) res.set(error.headers);
      return send(error.status, error.message, error.fieldErrors, error.details);
    }
    if (error instanceof z.ZodError) {
      const http = validationError(error);
      return send(400, http.message, http.fieldErrors);
    }
    const parserError = error as BodyParserError;
    if (parserError.type === "entity.parse.failed") return send(400, "Malformed JSON in the request body");
    if (parserError.type === "entity.too.large") return send(413, "Request body is too large");
    const pgCode = pgCodeOf(error);
    if (pgCode === PG_UNIQUE) return send(409, "That value is already in use");
    if (pgCode === PG_FOREIGN_KEY) return send(409, "That item is referenced by another record");
    if (typeof pgCode === "string" && pgCode.startsWith(PG_DATA_EXCEPTION_CLASS)) {
      return send(400, "Invalid input: a value could not be stored");
    }
    // Errors from Express's own middleware (static files, parsers) that carry a client-error status.
    const status = parserError.status ?? parserError.statusCode;
    if (status && status >= 400 && status < 500) {
      return send(status, parserError.expose ? parserError.message : (STATUS_CODES[status] ?? "Bad request"));
    }
    if (error instanceof StorageUnavailableError) {
      log(`${where}: ${error.message}`, { level: "warn" });
      if (!res.headersSent)
        res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).setHeader("Cache-Control", "no-store");
      return send(503, STORAGE_UNAVAILABLE_MESSAGE);
    }
    // Last before "our bug": a client's own network errors (an aborted upload) carry a 4xx status and were
    // answered above, so what is left with a connection error code comes from the database.
    const databaseFailure = availability ? availability.failed(error) : databaseFailureOf(error);
    if (databaseFailure) {
      availability?.answered503();
      // A slow statement is worth a line of its own (which request); an outage was logged once already.
      if (databaseFailure === "timeout") log(`${where}: ${describeDatabaseError(error)}`, { level: "warn" });
      if (!res.headersSent)
        res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).setHeader("Cache-Control", "no-store");
      return send(503, databaseFailure === "unreachable" ? DATABASE_UNREACHABLE_MESSAGE : DATABASE_TIMEOUT_MESSAGE);
    }
    const requestId = requestIdOf(req);
    // One line saying what went wrong (drizzle's wrapper left out), the stack in `err`.
    log(`${where} failed: ${describeDatabaseError(error)}`, {
      level: "error",
      err: error,
      reqId: requestId,
    });
    if (res.headersSent) return res.end();
    res.status(500).json({ message: `Something went wrong on our side (request ${requestId})`, requestId });
  };
}
