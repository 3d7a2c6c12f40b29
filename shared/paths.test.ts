import { describe, expect, it } from "vitest";
import { adminNav, adminRoutes } from "./admin-routes";
import { cmsScreenMeta } from "./cms-meta";
import {
  adminBase,
  adminHome,
  adminHomeRoutes,
  otherAdminRoutes,
  cmsRoutes,
  firstSegment,
  fixedPublicRoutes,
  legalPageRoutes,
  legalPageSlugs,
  navFor,
  paths,
  publicRoutes,
  redirects,
  serverPrefixes,
  withinAdmin,
} from "./paths";
import { matchRoute } from "./route-match";
import { staticMeta, staticScreens } from "./route-meta";
import { isPageSlug, reservedSlugs } from "./slug";

const everyRoute = [...Object.values(publicRoutes), ...Object.values(cmsRoutes), ...Object.values(adminRoutes)];

describe("the route table", () => {
  it("declares each path once, and every admin screen under the admin area", () => {
    const all = everyRoute.map((route) => route.path.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    // The Overview is the admin area's own address; every other admin screen is beneath it.
    for (const route of Object.values(adminRoutes))
      expect(route.path === adminHome || route.path.startsWith(`${adminBase}/`), route.path).toBe(true);
    expect(Object.values(adminRoutes).map((route) => route.path)).toContain(adminHome);
    expect(adminHome).toBe(adminBase);
  });

  it("gives each route an id no other table uses: the navs merge the tables, where one id would hide another", () => {
    const ids = [publicRoutes, cmsRoutes, adminHomeRoutes, otherAdminRoutes].flatMap((table) => Object.keys(table));
    expect(new Set(ids).size).toBe(ids.length);
    // The admin area's own table joins the collections' screens (whose ids, like "faq", may be public ids too).
    expect(Object.keys(adminRoutes)).toEqual(expect.arrayContaining(Object.keys(otherAdminRoutes)));
  });

  it("reserves every first path segment of a route, and the server's own prefixes, so no content page can take one", () => {
    const segments = everyRoute.map((route) => firstSegment(route.path)).filter(Boolean);
    expect(segments).toEqual(expect.arrayContaining(["services", "page", "auth", "admin", "wcag-explorer"]));
    for (const segment of [...segments, ...serverPrefixes]) {
      expect(reservedSlugs, segment).toContain(segment);
      expect(isPageSlug(segment), segment).toBe(false);
    }
    // Only what the table or the server owns is reserved.
    expect([...reservedSlugs].sort()).toEqual([...new Set([...segments, ...serverPrefixes])].sort());
  });

  it("gives the legal pages, which are content pages, their short address as the only one", () => {
    for (const slug of legalPageSlugs) {
      const path = legalPageRoutes[slug].path;
      expect(isPageSlug(slug), slug).toBe(true);
      expect(paths.contentPage(slug)).toBe(path);
      expect(matchRoute(path)).toEqual({ screen: "page", slug });
      expect(redirects).toContainEqual({ from: `/page/${slug}`, to: path, permanent: true });
    }
    expect(paths.privacy).toBe("/privacy");
  });

  it("gives the server a title for every fixed public screen, at the table's path and in its order", () => {
    expect(staticScreens).toEqual(Object.keys(fixedPublicRoutes));
    for (const id of staticScreens) {
      expect(staticMeta[id].path).toBe(fixedPublicRoutes[id].path);
      expect(matchRoute(fixedPublicRoutes[id].path)).toEqual({ screen: "static", key: id });
    }
    expect(cmsScreenMeta.auth.path).toBe(paths.auth);
    expect(matchRoute(paths.auth)).toEqual({ screen: "cms", key: "auth" });
    for (const route of Object.values(adminRoutes))
      expect(matchRoute(route.path)).toEqual({ screen: "cms", key: "admin" });
  });

  it("lets the server tell the parameterised routes apart the way the router does", () => {
    expect(matchRoute(paths.service("pdf"))).toEqual({ screen: "service", id: "pdf" });
    expect(matchRoute(paths.contentPage("news"))).toEqual({ screen: "page", slug: "news" });
    expect(paths.service("pdf")).toBe("/services/pdf");
    expect(paths.contentPage("news")).toBe("/page/news");
  });

  it("builds each nav from the routes that name it, in table order", () => {
    expect(navFor("header").map((entry) => [entry.path, entry.label])).toEqual([
      ["/services", "Services"],
      ["/standards", "Standards"],
      ["/wcag-explorer", "WCAG Explorer"],
      ["/about", "About Us"],
      ["/faq", "FAQ"],
    ]);
    expect(navFor("legal").map((entry) => entry.label)).toEqual([
      "Privacy Policy",
      "Terms of Service",
      "Accessibility Statement",
      "CMS Login",
    ]);
    // The admin sidebar: the Overview, the collections' screens, then the rest of the table.
    expect(adminNav.map((entry) => entry.path)).toEqual(Object.values(adminRoutes).map((route) => route.path));
    expect(adminNav[0]).toEqual({ id: "overview", path: "/admin", label: "Overview" });
    expect(adminNav[1]).toEqual({ id: "team", path: "/admin/team", label: "Team Management" });
  });

  it("redirects only to addresses the table knows, never to itself", () => {
    const known = new Set([...everyRoute, ...Object.values(legalPageRoutes)].map((route) => route.path));
    for (const { from, to } of redirects) {
      expect(known.has(to), to).toBe(true);
      expect(from).not.toBe(to);
    }
  });

  it("gives the admin area's nested router paths relative to it", () => {
    expect(withinAdmin(paths.admin.pages)).toBe("/pages");
    expect(withinAdmin(adminBase)).toBe("/");
  });
});
