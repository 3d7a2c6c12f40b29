// Every address of the website, declared once. The client's router, the public header and footer links, the admin
// sidebar and floating menu, the redirects, the server's choice of screen (route-match.ts) and the slugs a content
// page may not take are all derived from these tables. Which component each route shows is mapped on the client
// (client/src/app/public-pages.tsx and admin-screens.tsx), keyed by the route's id. No dependencies: the public
// bundle carries this file.
//
// Adding a screen: one entry here (path, label, navs) and one line in the client's page mapping; the type checker
// points at any mapping that misses it. A sortable collection's screen is declared with the collection
// (./collections) and joins these in ./admin-routes.

/** Where a route is linked from: the public header, the footer's legal line, the admin sidebar and floating menu. */
export type NavPlace = "header" | "legal" | "admin";

export interface RouteEntry {
  /** A wouter pattern: letters match in any case, one trailing slash is allowed, `:name` is one segment. */
  path: string;
  /** The link text in each nav it appears in. */
  label: string;
  nav?: readonly NavPlace[];
}

/**
 * The public screens at one fixed path, in the order the sitemap lists them. Each has a title and description in
 * route-meta.ts.
 */
export const fixedPublicRoutes = {
  home: { path: "/", label: "Home" },
  services: { path: "/services", label: "Services", nav: ["header"] },
  standards: { path: "/standards", label: "Standards", nav: ["header"] },
  wcagExplorer: { path: "/wcag-explorer", label: "WCAG Explorer", nav: ["header"] },
  about: { path: "/about", label: "About Us", nav: ["header"] },
  faq: { path: "/faq", label: "FAQ", nav: ["header"] },
  contact: { path: "/contact", label: "Contact Us" },
} as const satisfies Record<string, RouteEntry>;

/**
 * The legal pages: content pages (edited in Page Management) whose slug is the key, linked from the footer's
 * legal line at their short address /{slug}. That address is their canonical one; /page/{slug} redirects to it.
 * Being content pages, their slugs are not reserved.
 */
export const legalPageRoutes = {
  privacy: { path: "/privacy", label: "Privacy Policy", nav: ["legal"] },
  terms: { path: "/terms", label: "Terms of Service", nav: ["legal"] },
  accessibility: { path: "/accessibility", label: "Accessibility Statement", nav: ["legal"] },
} as const satisfies Record<string, RouteEntry>;

export type LegalPageSlug = keyof typeof legalPageRoutes;
export const legalPageSlugs = Object.keys(legalPageRoutes) as LegalPageSlug[];
const legalPagePath = (slug: string): string | undefined =>
  Object.hasOwn(legalPageRoutes, slug) ? legalPageRoutes[slug as LegalPageSlug].path : undefined;

/**
 * The public screens whose path has a parameter, tried after the fixed ones and in this order: a content page
 * answers at /page/{slug} and, shorter, at /{slug}, which is why no other route's first segment can be a slug.
 */
export const patternPublicRoutes = {
  service: { path: "/services/:id", label: "Service" },
  contentPage: { path: "/page/:slug", label: "Page" },
  shortContentPage: { path: "/:slug", label: "Page" },
} as const satisfies Record<string, RouteEntry>;

/** The sign-in page, and the admin area: every admin screen's path starts with `adminBase`. */
export const cmsRoutes = {
  auth: { path: "/auth", label: "CMS Login", nav: ["legal"] },
} as const satisfies Record<string, RouteEntry>;

export const adminBase = "/admin";

/** The screen at the admin area's own address, where signing in lands: first in the sidebar and the floating menu. */
export const adminHomeRoutes = {
  overview: { path: adminBase, label: "Overview", nav: ["admin"] },
} as const satisfies Record<string, RouteEntry>;

/**
 * The admin screens other than the Overview and the collections' (./admin-routes puts those first), in the order
 * the sidebar and the floating menu list them.
 */
export const otherAdminRoutes = {
  pages: { path: `${adminBase}/pages`, label: "Page Management", nav: ["admin"] },
  media: { path: `${adminBase}/media`, label: "Media", nav: ["admin"] },
  inquiries: { path: `${adminBase}/inquiries`, label: "Inquiries", nav: ["admin"] },
  navigation: { path: `${adminBase}/navigation`, label: "Navigation", nav: ["admin"] },
  redirects: { path: `${adminBase}/redirects`, label: "Redirects", nav: ["admin"] },
  settings: { path: `${adminBase}/settings`, label: "Site Settings", nav: ["admin"] },
  admins: { path: `${adminBase}/admins`, label: "Administrators", nav: ["admin"] },
  account: { path: `${adminBase}/account`, label: "Account", nav: ["admin"] },
  activity: { path: `${adminBase}/activity`, label: "Activity", nav: ["admin"] },
  backups: { path: `${adminBase}/backups`, label: "Backups", nav: ["admin"] },
} as const satisfies Record<string, RouteEntry>;

export type FixedPublicRouteId = keyof typeof fixedPublicRoutes;
export type PatternPublicRouteId = keyof typeof patternPublicRoutes;
export type PublicRouteId = FixedPublicRouteId | PatternPublicRouteId;

/** Every public route in the order the router tries them. */
export const publicRoutes: Record<PublicRouteId, RouteEntry> = { ...fixedPublicRoutes, ...patternPublicRoutes };

/** The screen the admin area opens on (the Overview): after sign-in, and for any admin address that names no screen. */
export const adminHome = adminHomeRoutes.overview.path;

/**
 * Addresses that send the visitor on to another (old path -> new path), matched before any route: by the server
 * (302, or 301 when `permanent`, for an address that moved for good) and by the client's router.
 */
export const redirects: readonly { from: string; to: string; permanent?: boolean }[] = [
  // A legal page has one address for visitors and search engines, its short one.
  ...legalPageSlugs.map((slug) => ({
    from: fill(patternPublicRoutes.contentPage.path, { slug }),
    to: legalPageRoutes[slug].path,
    permanent: true,
  })),
];

/**
 * Paths to link to, e.g. `paths.admin.team`; `paths.service(id)` and `paths.contentPage(slug)` fill a parameter
 * (a legal page's is its short address).
 */
export const paths = {
  ...mapPaths(fixedPublicRoutes),
  ...mapPaths(legalPageRoutes),
  ...mapPaths(cmsRoutes),
  service: (id: string) => fill(patternPublicRoutes.service.path, { id }),
  contentPage: (slug: string) => legalPagePath(slug) ?? fill(patternPublicRoutes.contentPage.path, { slug }),
  admin: { ...mapPaths(adminHomeRoutes), ...mapPaths(otherAdminRoutes) },
};

/** A pattern with its `:name` segments replaced by the given values. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
}

function mapPaths<T extends Record<string, { path: string }>>(routes: T): { [K in keyof T]: T[K]["path"] } {
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.path])) as {
    [K in keyof T]: T[K]["path"];
  };
}

/** A path inside the admin area as its nested router sees it: `/admin/team` is `/team`. */
export const withinAdmin = (path: string) => path.slice(adminBase.length) || "/";

export interface NavEntry {
  id: string;
  path: string;
  label: string;
}

/** The routes that show a screen of their own; the legal pages are content pages. */
const screenRoutes: Record<string, RouteEntry> = {
  ...publicRoutes,
  ...cmsRoutes,
  ...adminHomeRoutes,
  ...otherAdminRoutes,
};
const allRoutes: Record<string, RouteEntry> = {
  ...publicRoutes,
  ...legalPageRoutes,
  ...cmsRoutes,
  ...adminHomeRoutes,
  ...otherAdminRoutes,
};

/** The links of one nav, in table order. */
export const navFor = (place: NavPlace): NavEntry[] =>
  Object.entries(allRoutes)
    .filter(([, route]) => route.nav?.includes(place))
    .map(([id, { path, label }]) => ({ id, path, label }));

/** First path segments the server answers itself rather than with a screen: API, built assets, uploaded files. */
export const serverPrefixes = ["api", "assets", "uploads"] as const;

/** The first segment of a path pattern, lower-cased; empty for the home page and for a pattern like `/:slug`. */
export const firstSegment = (path: string) => {
  const segment = path.split("/")[1] ?? "";
  return segment.startsWith(":") ? "" : segment.toLowerCase();
};

/** Every first segment some route or the server owns: a content page's slug must be none of them. */
export const routeFirstSegments: readonly string[] = [
  ...new Set(
    [...Object.values(screenRoutes).map((route) => firstSegment(route.path)), ...serverPrefixes].filter(Boolean),
  ),
].sort();
