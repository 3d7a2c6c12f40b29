import { createHash } from "node:crypto";
import compression from "compression";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { THEME_BOOT_SCRIPT } from "@shared/colour-theme";

/** The CSP source that allows one inline script: the SHA-256 of its exact text. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

export interface HstsOptions {
  maxAgeSeconds: number;
  includeSubDomains: boolean;
}

/**
 * Security headers with a CSP the built SPA runs under; the Vite dev server needs inline scripts and a socket.
 * HSTS covers this host only unless told otherwise: with includeSubDomains, browsers would refuse plain HTTP on
 * every sibling subdomain of the company for a year, which the site has no business deciding on its own.
 */
export function securityHeaders({
  dev,
  hsts = { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubDomains: false },
}: {
  dev: boolean;
  hsts?: HstsOptions;
}): RequestHandler {
  return helmet({
    strictTransportSecurity: { maxAge: hsts.maxAgeSeconds, includeSubDomains: hsts.includeSubDomains },
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        // Besides the site's own files, only the colour theme's inline script (shared/colour-theme.ts), by its hash.
        "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", scriptHash(THEME_BOOT_SCRIPT)],
        // Radix positions popovers with style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

export const compress = (): RequestHandler => compression({ threshold: 1024 });

/**
 * Headers as Node's `writeHead` takes them flat: name, value, name, value. Answers from memory build theirs this
 * way: on a response with no header set yet, Node writes such a list as it is, where an object is walked key by
 * key, and adding a key to a copy of an object with this many keys is one of V8's slow paths.
 */
export type HeaderList = readonly string[];

/** The headers a middleware sets on every answer (here the security headers), collected once. */
export function headersSetBy(middleware: RequestHandler): HeaderList {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let called = false;
  middleware({ method: "GET", url: "/", headers: {} } as never, res as never, () => (called = true));
  if (!called) throw new Error("The security headers middleware did not finish synchronously");
  return [...headers].flat();
}
