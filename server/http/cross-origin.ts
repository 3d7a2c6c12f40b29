import type { Request, RequestHandler } from "express";
import { afterBodyRead } from "./auth";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses requests that change something (any method but GET, HEAD and OPTIONS) when a browser sent them on
 * behalf of another origin. The session cookie is SameSite=Lax, which still travels with requests from sibling
 * subdomains (same site, different origin), so it cannot tell them apart on its own.
 *
 * Modern browsers say where a request comes from in `Sec-Fetch-Site`: only `same-origin` (our own pages) and
 * `none` (the user typed or bookmarked it) pass. Without that header, a request without `Origin` either is not
 * from a browser (curl, another server) and passes; otherwise `Origin` must be this server's own address as the
 * request reached it (scheme and host, as seen through a trusted proxy). The trusted origins (the configured
 * public address of the site) pass in every case.
 *
 * Refusals are 403 `{ message }`. The body, when small, is read first: answering before an upload has been read
 * would make Node cut the connection and the browser would report a network error instead.
 */
export function crossOriginProtection({ trustedOrigins = [] }: { trustedOrigins?: string[] } = {}): RequestHandler {
  const trusted = new Set(trustedOrigins.map((address) => new URL(address).origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, trusted)) return next();
    afterBodyRead(req, () => next(new HttpError(403, "Cross-site requests are not allowed")));
  };
}

function isSameOrigin(req: Request, trusted: Set<string>): boolean {
  const origin = req.headers.origin;
  if (origin && trusted.has(origin)) return true;
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  if (!origin) return true;
  return origin === ownOrigin(req);
}

/** The origin this request was addressed to; `req.protocol` and `req.host` follow the trust proxy setting. */
function ownOrigin(req: Request): string | undefined {
  if (!req.host) return undefined;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return undefined;
  }
}
