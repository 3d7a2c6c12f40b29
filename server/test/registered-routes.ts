import type { Express, RequestHandler } from "express";
import { requireAdmin, requireAdminForPasswordChange } from "../http/auth";

/** The guards that let only an administrator through. */
const guards = new Set<RequestHandler>([requireAdmin, requireAdminForPasswordChange]);

/** One endpoint an app answers: its method, its address pattern, and whether an administrator is required. */
export interface RegisteredRoute {
  method: string;
  path: string;
  admin: boolean;
}

interface Layer {
  rawPath?: unknown;
  handle: RequestHandler & { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

/**
 * Every route registered on the app, found by walking its routers: the address is the mount paths joined with the
 * route's own, and the route needs an administrator when `requireAdmin` (or the password change's variant) runs before it (in the route itself, or
 * put in front of every route of its router). Sorted, one entry per method and path.
 */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const found = new Map<string, RegisteredRoute>();
  const walk = (stack: Layer[], prefix: string, guarded: boolean) => {
    for (const layer of stack) {
      if (layer.route) {
        const admin = guarded || layer.route.stack.some((inner) => guards.has(inner.handle));
        const path = join(prefix, layer.route.path);
        for (const method of Object.keys(layer.route.methods)) {
          const key = `${method.toUpperCase()} ${path}`;
          // A path answered twice (a public read before sessions, then a draft preview) needs what the first needs.
          if (!found.has(key)) found.set(key, { method: method.toUpperCase(), path, admin });
        }
      } else if (layer.handle.stack && typeof layer.rawPath === "string") {
        walk(layer.handle.stack, layer.rawPath === "/" ? prefix : `${prefix}${layer.rawPath}`, guarded);
      } else if (guards.has(layer.handle)) {
        guarded = true;
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "", false);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const join = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);
