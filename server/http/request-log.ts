import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../lib/logger";
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

/** Answered on this socket so far, to tell how many bytes one answer took (headers, body, compression). */
const BYTES_AT_START = Symbol("bytesAtStart");

/**
 * What happens to every request as it arrives: it gets its id, taken from a trusted proxy's sane X-Request-Id or
 * made here, sent back as X-Request-Id; it is timed for the metrics (http/metrics.ts); and once answered it is one
 * JSON line through pino-http (timing, the finish and abort events, a child logger bound to the id): time, reqId,
 * method, path without its query string (which on /api/auth may hold a token), status, durationMs, bytes, userId,
 * ip. Headers and bodies are never logged. `trust` is Express's trust proxy function, when one is configured.
 */
export function requestTracking(logger: Logger, trust: TrustFn | undefined) {
  const lineOf = (req: IncomingMessage, res: ServerResponse, durationMs: number) => {
    // Express rewrites req.url while routing; originalUrl is the address the request arrived with.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
    const query = url.indexOf("?");
    const start = (res as unknown as Record<symbol, number>)[BYTES_AT_START] ?? 0;
    return {
      method: req.method,
      path: query === -1 ? url : url.slice(0, query),
      status: res.headersSent ? res.statusCode : undefined,
      // A client that left before the answer was sent.
      ...(res.writableFinished ? {} : { aborted: true }),
      durationMs,
      bytes: req.socket ? req.socket.bytesWritten - start : undefined,
      userId: userIdOf(req),
      ip: clientAddress(req, trust),
    };
  };
  const POLLS = new Set(["/api/health", "/api/ready"]);
  const httpLogger = pinoHttp({
    // A request line holds only the fields above, none of them a secret: checking every line against the
    // redacted paths would roughly double what logging a request costs.
    logger: logger.child({}, { redact: { paths: [] } }),
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { responseTime: "durationMs" },
    genReqId: (req, res) => {
      const offered = req.headers["x-request-id"];
      const believed =
        trust &&
        typeof offered === "string" &&
        SANE_REQUEST_ID.test(offered) &&
        trust(req.socket.remoteAddress ?? "", 0);
      const id = believed ? offered : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (req, res, error) => {
      // A load balancer polls the health checks every few seconds: their answers would bury every other line,
      // so they show only at LOG_LEVEL=debug (a failing one, e.g. while draining, still at warn).
      if (POLLS.has(req.url ?? "")) return res.statusCode >= 500 ? "warn" : "debug";
      return error || res.statusCode >= 500 ? "error" : "info";
    },
    customSuccessObject: (req, res, { durationMs }) => lineOf(req, res, durationMs),
    customErrorObject: (req, res, _error, { durationMs }) => lineOf(req, res, durationMs),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    (res as unknown as Record<symbol, number>)[BYTES_AT_START] = req.socket?.bytesWritten ?? 0;
    httpLogger(req, res);
    observeRequest(req, res);
  };
}
