import compression from "compression";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Security headers with a CSP the built SPA runs under; the Vite dev server needs inline scripts and a socket. */
export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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
