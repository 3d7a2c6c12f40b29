import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Level } from "pino";
import { isoTime, type Logger } from "../lib/logger";
import { observeRequest } from "./metrics";

/** Express's compiled `trust proxy` setting: whether the address `hop` steps from the server is a trusted proxy. */
export type TrustFn = (address: string, hop: number) => boolean;

/** A request id a trusted proxy may hand on: short, and nothing a log viewer or header could misread. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The id of a request (set by `requestLogging`), for error answers and log lines. */
export const requestIdOf = (req: IncomingMessage): string | undefined => (req as { id?: string }).id;

/**
 * The client's address as Express's `req.ip` reads it, for requests answered before Express runs: walking
 * X-Forwarded-For from the nearest hop while each hop is a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn | undefined): string | undefined {
  const peer = req.socket.remoteAddress;
  const forwarded = req.headers["x-forwarded-for"] as string | undefined;
  if (!trust || !forwarded || !peer) return peer;
  const hops = [
    peer,
    ...forwarded
      .split(",")
      .map((hop) => hop.trim())
      .reverse(),
  ];
  let hop = 0;
  while (hop < hops.length - 1 && trust(hops[hop]!, hop)) hop++;
  return hops[hop];
}

/** The signed-in user, once passport has read the session. */
const userIdOf = (req: IncomingMessage) => (req as { user?: { id?: number } }).user?.id;

/** The health checks a load balancer polls every few seconds. */
const POLLS = new Set(["/api/health", "/api/ready"]);

/** What a request's line says besides its level and time, in the order it says it; undefined fields are left out. */
export interface RequestLineFields {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number | undefined;
  aborted: boolean;
  durationMs: number;
  bytes: number | undefined;
  userId: number | undefined;
  ip: string | undefined;
}

/** Characters a JSON string must escape; the fields of a request line hardly ever hold one. */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPING = /["\\\u0000-\u001f]/;
const jsonString = (value: string) => (NEEDS_ESCAPING.test(value) ? JSON.stringify(value) : `"${value}"`);

/**
 * A request's line, byte for byte what the logger writes for `logger[level](fields, "request")`: made here as one
 * string, which costs a fraction of what going through the logger did (its fields are known, none a secret; its
 * numbers are whole and finite).
 */
export function requestLine(levelValue: number, fields: RequestLineFields): string {
  let line = `{"level":${levelValue}${isoTime()},"reqId":${jsonString(fields.reqId)}`;
  if (fields.method !== undefined) line += `,"method":${jsonString(fields.method)}`;
  line += `,"path":${jsonString(fields.path)}`;
  if (fields.status !== undefined) line += `,"status":${fields.status}`;
  if (fields.aborted) line += ',"aborted":true';
  line += `,"durationMs":${fields.durationMs}`;
  if (fields.bytes !== undefined) line += `,"bytes":${fields.bytes}`;
  if (fields.userId !== undefined) line += `,"userId":${fields.userId}`;
  if (fields.ip !== undefined) line += `,"ip":${jsonString(fields.ip)}`;
  return `${line},"msg":"request"}\n`;
}

/**
 * What happens to every request as it arrives: it gets its id, taken from a trusted proxy's sane X-Request-Id or
 * made here (the caller sends it back as X-Request-Id); it is timed for the metrics (http/metrics.ts); and once
 * answered, or given up by the client, it is one JSON line: time, reqId, method, path without its query string
 * (which on /api/auth may hold a token), status, durationMs, bytes, userId, ip, and `aborted: true` for a client
 * that left first. Headers and bodies are never logged. `trust` is Express's trust proxy function, when one is
 * configured. Returns the request's id.
 *
 * Written here rather than with pino-http: one listener and one plain object per request, where pino-http made two
 * child loggers, three listeners and their closures for each, which cost more than answering from memory. The line
 * goes straight to the logger's destination (on the server, written in batches: lib/log-destination.ts).
 */
export function requestTracking(logger: Logger, trust: TrustFn | undefined) {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const idOf = (req: IncomingMessage) => {
    const offered = req.headers["x-request-id"];
    const believed =
      trust && typeof offered === "string" && SANE_REQUEST_ID.test(offered) && trust(req.socket.remoteAddress ?? "", 0);
    return believed ? offered : randomUUID();
  };
  const levelOf = (req: IncomingMessage, res: ServerResponse): Level => {
    // The polls would bury every other line, so they show only at LOG_LEVEL=debug (a failing one, e.g. while
    // draining, still at warn).
    if (POLLS.has(req.url ?? "")) return res.statusCode >= 500 ? "warn" : "debug";
    return res.statusCode >= 500 ? "error" : "info";
  };

  return (req: IncomingMessage, res: ServerResponse): string => {
    const reqId = idOf(req);
    (req as { id?: string }).id = reqId;
    const started = performance.now();
    const bytesAtStart = req.socket?.bytesWritten ?? 0;
    // Node closes every response, answered or not, after its last byte went out or its client left.
    res.once("close", () => {
      const finished = res.writableFinished;
      const elapsedMs = performance.now() - started;
      if (finished) observeRequest(req, res, elapsedMs / 1000);
      const level = levelOf(req, res);
      if (!logger.isLevelEnabled(level)) return;
      // Express rewrites req.url while routing; originalUrl is the address the request arrived with.
      const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
      const query = url.indexOf("?");
      destination.write(
        requestLine(logger.levels.values[level]!, {
          reqId,
          method: req.method,
          path: query === -1 ? url : url.slice(0, query),
          status: res.headersSent ? res.statusCode : undefined,
          aborted: !finished,
          durationMs: Math.round(elapsedMs),
          bytes: req.socket ? req.socket.bytesWritten - bytesAtStart : undefined,
          userId: userIdOf(req),
          ip: clientAddress(req, trust),
        }),
      );
    });
    return reqId;
  };
}
