// Which screen a path shows, for the server to answer with the right head and status; the client's router
// (wouter) matches the same paths, all taken from the route table (paths.ts), in the same order. Also the service
// pages' head and the sitemap's paths, built from the services the database holds.
import { adminBase, cmsRoutes, firstSegment, paths, patternPublicRoutes, redirects } from "./paths";
import { page, staticMeta, staticScreens, type ScreenAtPath, type StaticScreen } from "./route-meta";
import type { Service } from "./schema";
import { isPageSlug } from "./slug";

export const serviceMeta = (service: Pick<Service, "id" | "title" | "description">): ScreenAtPath =>
  page(paths.service(service.id), service.title, service.description);

export type RouteMatch =
  | { screen: "static"; key: StaticScreen }
  /** A service's page; whether a service has this id is for the caller to look up. */
  | { screen: "service"; id: string }
  | { screen: "page"; slug: string }
  | { screen: "cms"; key: "auth" | "admin" }
  | { screen: "notFound" };

const staticByPath = new Map<string, StaticScreen>(staticScreens.map((key) => [staticMeta[key].path, key]));
const servicesSegment = firstSegment(patternPublicRoutes.service.path);
const contentPageSegment = firstSegment(patternPublicRoutes.contentPage.path);

/** A path as the client's router (wouter) compares it: URI-decoded when it can be, one trailing slash dropped. */
export function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = path.includes("%") ? decodeURI(path) : path;
  } catch {
    // left as it is, like the router does
  }
  if (path.length > 1 && path.endsWith("/") && !path.endsWith("//")) path = path.slice(0, -1);
  return path;
}

const redirectByPath = new Map(redirects.map((r) => [r.from.toLowerCase(), r]));

/** The route table's redirect for this path, if it has one; the client's router sends it to the same place. */
export const redirectFor = (pathname: string) => redirectByPath.get(normalise(pathname).toLowerCase());

/**
 * Matches the way the client's router (wouter) does: the path is URI-decoded when it can be, letters match in
 * any case, and one trailing slash is allowed.
 */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalise(pathname);
  const lower = path.toLowerCase();
  const key = staticByPath.get(lower);
  if (key) return { screen: "static", key };
  if (lower === cmsRoutes.auth.path) return { screen: "cms", key: "auth" };
  if (lower === adminBase || lower.startsWith(`${adminBase}/`)) return { screen: "cms", key: "admin" };
  const segments = path.split("/").slice(1);
  if (segments.length === 2 && segments[0]!.toLowerCase() === servicesSegment && segments[1]) {
    return { screen: "service", id: segments[1] };
  }
  const slug =
    segments.length === 2 && segments[0]!.toLowerCase() === contentPageSegment
      ? segments[1]!
      : segments.length === 1
        ? segments[0]!
        : "";
  if (isPageSlug(slug)) return { screen: "page", slug };
  return { screen: "notFound" };
}

/** Every fixed public path and every service's page: what the sitemap lists besides published pages. */
export const indexablePaths = (services: readonly Pick<Service, "id">[]): string[] => [
  ...staticScreens.map((key) => staticMeta[key].path),
  ...services.map((s) => paths.service(s.id)),
];
