import type { IncomingMessage, ServerResponse } from "node:http";
import type { JsonCache } from "../../http/json-cache";
import type { TrustFn } from "../../http/request-log";
import type { HeaderList } from "../../http/security";
import { sendCached } from "../../http/send-cached";
import { hasSessionCookie } from "../../http/sessions";

/**
 * Browsers keep a page and ask again each time (a 304 when its ETag still matches). Shared caches do not keep it:
 * the same address shows a signed-in administrator their own page (their name, a draft they preview).
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

export const HTML_TYPE = "text/html; charset=utf-8";

/** Addresses longer than this are rendered for each request and never kept: no screen of the site has one. */
const MAX_KEPT_PATH = 512;

/**
 * Without PUBLIC_SITE_URL, the most site addresses (protocol and host) whose pages are kept in a day: the first
 * asked for. Any Host header makes an address, so without a bound requests naming made-up hosts would each keep
 * a copy of every page. Pages of other addresses are rendered for each request, as correct and only slower.
 */
export const MAX_SITES = 8;

/**
 * The site address a request came to, exactly as Express reads it for the pages (`req.protocol` and the Host
 * header): the protocol is the connection's, or a trusted proxy's X-Forwarded-Proto (its first entry); the host
 * is the Host header whoever sent the request. Undefined without a Host header, which Express answers itself.
 */
export function siteUrlOf(req: IncomingMessage, trust: TrustFn): string | undefined {
  const host = req.headers.host;
  if (!host) return undefined;
  let protocol = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (trust(req.socket.remoteAddress ?? "", 0)) {
    const forwarded = req.headers["x-forwarded-proto"];
    const header = (typeof forwarded === "string" && forwarded) || protocol;
    const comma = header.indexOf(",");
    protocol = (comma === -1 ? header : header.slice(0, comma)).trim();
  }
  return `${protocol}://${host}`;
}

/** The start of the next day, local time. */
function startOfTomorrow(): number {
  const start = new Date();
  start.setHours(24, 0, 0, 0);
  return start.getTime();
}

export interface PageCacheOptions {
  /** The read cache the pages share with the JSON reads: the same writes and change notices clear both. */
  cache: JsonCache;
  /** PUBLIC_SITE_URL. Without it a page names the address the request came to, which its key then includes. */
  publicSiteUrl?: string;
  /** Express's compiled `trust proxy` setting (`app.get("trust proxy fn")`): whose X-Forwarded-Proto to believe. */
  trust?: TrustFn;
  /** Without PUBLIC_SITE_URL, the most site addresses whose pages are kept (MAX_SITES unless said). */
  maxSites?: number;
  /**
   * Which build the template comes from, undefined while there is none; absent when the template may change with
   * every request (development): no page is kept then.
   */
  templateVersion?: () => string | undefined;
  /** Told the path of each "not found" page answered from memory (the address without its query string). */
  onNotFound?: (path: string) => void;
}

const trustNone: TrustFn = () => false;

/**
 * The pages of visitors without a session, kept in the read cache under their build, address (and, without
 * PUBLIC_SITE_URL, the site address the request came to, for at most `maxSites` of them): the same for every
 * visitor, so rendered once per change. Their head, status (a 404 too) and bootstrap data are whatever the renderer
 * made. A request with a session cookie is never answered from here nor stored here.
 */
export function pageCache({
  cache,
  publicSiteUrl,
  trust = trustNone,
  maxSites = MAX_SITES,
  templateVersion,
  onNotFound,
}: PageCacheOptions) {
  const keyOf = (version: string, siteUrl: string, path: string) => `html:${version}:${siteUrl}${path}`;
  // Without PUBLIC_SITE_URL: the site addresses whose pages are kept, the first `maxSites` asked for since the
  // pages were last all dropped (each day).
  const sites = new Set<string>();
  const keeps = (siteUrl: string) => {
    if (sites.has(siteUrl)) return true;
    if (sites.size >= maxSites) return false;
    sites.add(siteUrl);
    return true;
  };
  // Every page is rendered again once a new day starts, so that whatever one says about the date (a year, a month's
  // banner) is never a day late. A timer that fires before the wall clock got there (the clock was set back) waits.
  let timer: NodeJS.Timeout | undefined;
  const renewAt = (at: number) => {
    timer = setTimeout(
      () => {
        if (Date.now() < at) return renewAt(at);
        cache.dropRendered();
        sites.clear();
        renewAt(startOfTomorrow());
      },
      Math.max(0, at - Date.now()),
    ).unref();
  };
  renewAt(startOfTomorrow());
  return {
    /** Stops the daily renewal. */
    close: () => clearTimeout(timer),

    /**
     * The key of this visitor's page, undefined when it is not to be kept: a session cookie, no build to go by, a
     * very long address, a site address beyond the bound. Call it after reading the template, so that the version
     * is the one rendered from. `siteUrl` is the one the page names (see `siteUrlOf`).
     */
    keyFor(req: IncomingMessage, path: string, siteUrl: string): string | undefined {
      const version = templateVersion?.();
      if (version === undefined || path.length > MAX_KEPT_PATH || hasSessionCookie(req)) return undefined;
      if (publicSiteUrl) return keyOf(version, "", path);
      return keeps(siteUrl) ? keyOf(version, siteUrl, path) : undefined;
    },

    /**
     * Answers a visitor's GET or HEAD whose page is already in memory, straight from Node's request listener, with
     * `headers` (the security headers) added; false when Express should handle the request. Without
     * PUBLIC_SITE_URL the page is the one kept for the site address the request came to, read as Express reads it.
     */
    serveFromMemory(req: IncomingMessage, res: ServerResponse, headers: HeaderList): boolean {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      if (path.charCodeAt(0) !== 47 /* "/" */ || path.length > MAX_KEPT_PATH || hasSessionCookie(req)) return false;
      const version = templateVersion?.();
      if (version === undefined) return false;
      let siteUrl = "";
      if (!publicSiteUrl) {
        const site = siteUrlOf(req, trust);
        if (site === undefined || !sites.has(site)) return false;
        siteUrl = site;
      }
      const entry = cache.peek(keyOf(version, siteUrl, path));
      if (!entry) return false;
      sendCached(req, res, entry, entry.cacheControl ?? PAGE_CACHE_CONTROL, headers);
      if (entry.status === 404) onNotFound?.(path);
      return true;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
