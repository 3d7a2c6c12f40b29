import type { LogFn } from "../lib/logger";
import { databaseOutages, databaseUnavailableAnswers } from "../lib/metrics";

/**
 * Telling a database that cannot be reached (or is too slow) apart from a bug, and keeping the log readable
 * while it lasts: one line when an outage starts, one when the database answers again.
 */

/** "unreachable": no connection, or the server is going away; "timeout": it answered too slowly. */
export type DatabaseFailure = "unreachable" | "timeout";

// Network errors of the connection to PostgreSQL.
const UNREACHABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
  "ENOTFOUND",
]);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections.
const UNREACHABLE_SQLSTATE = new Set(["57P01", "57P02", "57P03", "53300"]);
// PostgreSQL ends the session after an error of these severities, whatever its code: a database that does not
// allow connections (55000), a failed sign-in, a server going away. The connection is gone, which is an outage
// rather than a mistake in a query. The severity is the server's word in its own language (lc_messages): the codes
// above still cover the usual causes on a server that does not speak English.
const CONNECTION_ENDING_SEVERITY = new Set(["FATAL", "PANIC"]);
// PostgreSQL: query_canceled, which is what statement_timeout raises.
const TIMEOUT_SQLSTATE = new Set(["57014"]);
// The pg driver's own errors carry no code, only these messages.
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;
const TIMEOUT_MESSAGE = /^(Query read timeout|timeout exceeded when trying to connect)/;

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The errors worth looking at: the error, its causes (drizzle wraps the driver's) and an AggregateError's parts. */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== "object" || depth > 4) return;
  const e = error as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

/** Whether `error` means the database is out of reach or too slow, rather than a mistake in a query. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let found: DatabaseFailure | undefined;
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    const message = typeof e.message === "string" ? e.message : "";
    if (
      UNREACHABLE_ERRNO.has(code) ||
      UNREACHABLE_SQLSTATE.has(code) ||
      (typeof e.severity === "string" && CONNECTION_ENDING_SEVERITY.has(e.severity)) ||
      code.startsWith("08") || // connection_exception
      // A Unix socket that is missing or closed to us (the embedded database's).
      ((code === "ENOENT" || code === "EACCES") && e.syscall === "connect") ||
      UNREACHABLE_MESSAGE.test(message)
    ) {
      return "unreachable";
    }
    if (TIMEOUT_SQLSTATE.has(code) || TIMEOUT_MESSAGE.test(message)) found = "timeout";
  }
  return found;
}

/** A one-line account of a connection failure, without a stack (and without the password, which pg never puts in messages). */
export function describeDatabaseError(error: unknown): string {
  const parts: string[] = [];
  for (const e of chain(error)) {
    const message = typeof e.message === "string" ? e.message.split("\n")[0]!.trim() : "";
    // drizzle's wrapper names the query; the driver's error underneath says what went wrong.
    if (message && !message.startsWith("Failed query:") && !parts.includes(message)) parts.push(message);
    if (!message && typeof e.code === "string" && !parts.includes(e.code)) parts.push(e.code);
  }
  return parts.join("; ") || String(error);
}

/**
 * Follows the database's availability for the whole process: the first failure that shows it unreachable logs
 * "Database unreachable: ..." and starts probing it every `probeIntervalMs`; the first success (a probe, or any
 * new connection of the pool) logs how long it lasted and how many requests were answered 503 meanwhile.
 */
export class DatabaseAvailability {
  #outage: { since: number; answered503: number } | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: LogFn,
    private readonly probeIntervalMs = 1_000,
  ) {}

  /** True from the first failure of an outage until the database answers again. */
  get down(): boolean {
    return this.#outage !== undefined;
  }

  /** Looks at a failed query or connection; returns what kind of database failure it was, if any. */
  failed(error: unknown): DatabaseFailure | undefined {
    const failure = databaseFailureOf(error);
    if (failure === "unreachable" && !this.#outage && !this.#stopped) {
      this.#outage = { since: Date.now(), answered503: 0 };
      databaseOutages.inc();
      this.log(`Database unreachable: ${describeDatabaseError(error)}`, { level: "error" });
      this.#scheduleProbe();
    }
    return failure;
  }

  /** Counts a request answered 503 because of the database (metrics), and during an outage for its end line. */
  answered503() {
    databaseUnavailableAnswers.inc();
    if (this.#outage) this.#outage.answered503++;
  }

  /** The database answered: ends the current outage, if any. */
  reachable() {
    const outage = this.#outage;
    if (!outage) return;
    this.#outage = undefined;
    clearTimeout(this.#timer);
    const seconds = Math.round((Date.now() - outage.since) / 100) / 10;
    const requests = outage.answered503 === 1 ? "1 request" : `${outage.answered503} requests`;
    this.log(`Database reachable again after ${seconds} s; ${requests} answered 503`);
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #scheduleProbe() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.probe().then(
        () => this.reachable(),
        () => {
          if (this.#outage && !this.#stopped) this.#scheduleProbe();
        },
      );
    }, this.probeIntervalMs);
    this.#timer.unref();
  }
}
