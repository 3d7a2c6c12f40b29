import { timingSafeEqual, createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Router } from "express";
import { registry, requestDuration } from "../lib/metrics";

/** The label of requests no route answered (static files, uploads, unknown addresses). */
export const UNMATCHED_ROUTE = "unmatched";

const ROUTE_LABEL = Symbol("routeLabel");
type Labelled = { [ROUTE_LABEL]?: string };

/** Names the route of an answer given outside Express's routing (the public reads served from memory). */
export function setRouteLabel(res: ServerResponse, label: string) {
  (res as Labelled)[ROUTE_LABEL] = label;
}

/**
 * The pattern of the Express route that answered (`/api/pages/slug/:slug`), from the route and the address the
 * request arrived with: a route's own path is matched against the end of that address, and what comes before is
 * where its routers were mounted (mount paths here are plain words). Not from req.baseUrl alone: an error
 * travelling back out of nested routers has already restored their mount paths by the time it is answered.
 */
function routePattern(req: IncomingMessage): string | undefined {
  const route = (req as { route?: { path?: unknown } }).route;
  if (!route || typeof route.path !== "string") return undefined;
  if (/[*{]/.test(route.path)) return `${(req as { baseUrl?: string }).baseUrl ?? ""}${route.path}`;
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const segments = url.split("?")[0]!.replace(/\/+$/, "").split("/");
  const own = route.path === "/" ? 0 : route.path.split("/").length - 1;
  const mount = segments.slice(0, Math.max(1, segments.length - own)).join("/");
  return route.path === "/" ? mount || "/" : `${mount}${route.path}`;
}

/**
 * Records an answered request in `http_request_duration_seconds`, labelled with its route pattern, never the raw
 * path, so the number of series stays bounded. Called by the request tracking (http/request-log.ts) once the
 * answer is out.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, seconds: number) {
  requestDuration.observe(
    {
      method: req.method,
      route: (res as Labelled)[ROUTE_LABEL] ?? routePattern(req) ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(res.statusCode / 100)}xx`,
    },
    seconds,
  );
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <token>` only. Without a token configured
 * the address does not exist (404); a missing or wrong token gets 401. The comparison takes the same time whatever
 * the token holds (both sides are hashed to the same length first).
 */
export function metricsRoutes(token: string | undefined): Router {
  const router = Router();
  const expected = token ? digest(token) : undefined;
  router.get("/metrics", async (req, res, next) => {
    if (!expected) return next();
    const offered = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(offered), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"').setHeader("Cache-Control", "no-store");
      return res.status(401).json({ message: "A valid metrics token is required" });
    }
    res
      .setHeader("Content-Type", registry.contentType)
      .setHeader("Cache-Control", "no-store")
      .send(await registry.metrics());
  });
  return router;
}
