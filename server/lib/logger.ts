import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Level, type Logger } from "pino";
import { batchedDestination } from "./log-destination";

export type { Logger };

/** The levels LOG_LEVEL accepts, quietest last; "silent" logs nothing. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Extra fields of one log line; `level` picks its level (info by default), `err` is serialized with its stack. */
export type LogFields = { level?: Level; err?: unknown } & Record<string, unknown>;

/**
 * What modules log through: a message and optional fields. Tests pass `(message) => lines.push(message)`; the
 * server passes `logFunction(logger)`, which writes one JSON line per call.
 */
export type LogFn = (message: string, fields?: LogFields) => void;

/**
 * Fields that could carry a secret, replaced by "[redacted]" where they appear: credentials of a request
 * (cookies, Authorization) and of a form (passwords, setup tokens), at the top of a line's fields or one level
 * down (`body.password`, `req.headers.cookie`). Request lines never include headers or bodies anyway (see
 * http/request-log.ts); this catches a secret passed to a log call by mistake. No wildcards: each line pays for
 * every path checked.
 */
export const REDACTED_PATHS = [
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  "password",
  "currentPassword",
  "newPassword",
  "setupToken",
  "token",
  "body.password",
  "body.currentPassword",
  "body.newPassword",
  "body.setupToken",
];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (pino-pretty) instead of JSON: the development server on a terminal. */
  pretty?: boolean;
  /** Where lines go; standard output by default. */
  destination?: DestinationStream;
}

let timeMs = -1;
let timeField = "";
/** The `time` field, as pino's isoTime writes it, made once per millisecond: a busy server writes many lines in one. */
export function isoTime() {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

const options = (level: LogLevel) => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  base: undefined,
  timestamp: isoTime,
});

/**
 * JSON lines (time, level, msg, fields) on standard output, or on `destination`. Standard output gets them in
 * batches, written asynchronously (lib/log-destination.ts), and whatever is held when the process exits or crashes:
 * a request does not pay a system call for its line, and a clean stop loses none.
 */
export function jsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(options(level), destination ?? batchedDestination());
}

/** The process's one logger; human-readable lines (pino-pretty) when `pretty` (the development server on a terminal). */
export async function createLogger({ level, pretty, destination }: LoggerOptions): Promise<Logger> {
  if (!pretty || destination) return jsonLogger(level, destination);
  // A development dependency, loaded only for the development server.
  const { default: pinoPretty } = await import("pino-pretty");
  return pino(options(level), pinoPretty({ sync: true, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" }));
}

/** The id of the request being answered, for log lines written while answering it (see http/request-log.ts). */
export const requestContext = new AsyncLocalStorage<string>();

/** Log calls through `logger`, each line carrying the id of the request it was written for, if any. */
export function logFunction(logger: Logger): LogFn {
  return (message, fields) => {
    const { level = "info", ...rest } = fields ?? {};
    const reqId = requestContext.getStore();
    logger[level](reqId && rest.reqId === undefined ? { reqId, ...rest } : rest, message);
  };
}

/** A logger that writes nothing: the default of apps built in tests. */
export const silentLogger: Logger = pino({ level: "silent" });
