// The public addresses the browser tests and the download budget visit, taken from the route table
// (shared/paths.ts): a new public screen is checked for accessibility, speed and weight without being listed again.
import { fixedPublicRoutes, legalPageRoutes, navFor, paths, patternPublicRoutes } from "@shared/paths";

/** What fills the parameters of the routes that have one: a service's id and a content page's slug. */
export interface RouteParams {
  id: string;
  slug: string;
}

/**
 * Every public route once, in the route table's order: the screens at a fixed address, the legal pages, then each
 * route with a parameter filled from `params` (a content page at both its long and its short address).
 */
export function publicPaths(params: RouteParams): string[] {
  const fixed = [...Object.values(fixedPublicRoutes), ...Object.values(legalPageRoutes)].map((route) => route.path);
  const filled = Object.values(patternPublicRoutes).map((route) =>
    route.path.replace(/:(\w+)/g, (whole, name: string) => params[name as keyof RouteParams] ?? whole),
  );
  return [...fixed, ...filled];
}

/** The home page and the screens the header links to. */
export const headerPaths = [paths.home, ...navFor("header").map((entry) => entry.path)];

/**
 * Public screens whose first screen the server writes as HTML, which the app replaces with its own first render;
 * each with its heading, to know the screen is there.
 */
export const firstScreens: { path: string; heading: string | RegExp }[] = [
  { path: paths.home, heading: "Ready to make your content accessible?" },
  { path: paths.wcagExplorer, heading: "WCAG 2.2 Explorer" },
  { path: paths.faq, heading: "Frequently Asked Questions" },
  { path: paths.service("epub"), heading: /EPUB/ },
];
