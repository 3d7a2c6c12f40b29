import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "./route-match";
import { staticMeta } from "./route-meta";

describe("matchRoute", () => {
  it("names the screen for each kind of path", () => {
    expect(matchRoute("/")).toEqual({ screen: "static", key: "home" });
    expect(matchRoute("/wcag-explorer")).toEqual({ screen: "static", key: "wcagExplorer" });
    expect(matchRoute("/services/pdf")).toEqual({ screen: "service", id: "pdf" });
    expect(matchRoute("/services/braille")).toEqual({ screen: "service", id: "braille" });
    expect(matchRoute("/page/news")).toEqual({ screen: "page", slug: "news" });
    expect(matchRoute("/news")).toEqual({ screen: "page", slug: "news" });
    expect(matchRoute("/auth")).toEqual({ screen: "cms", key: "auth" });
    expect(matchRoute("/admin/team")).toEqual({ screen: "cms", key: "admin" });
    for (const path of ["/a/b", "/page/a/b", "/Has Space", "/admin-x/y", "//", "/services/pdf/x", "/page"]) {
      expect(matchRoute(path), path).toEqual({ screen: "notFound" });
    }
  });

  // The client's router is wouter, whose patterns come from regexparam: the server must agree with it.
  it("agrees with the client router's pattern matching", () => {
    const patterns = Object.values(staticMeta).map((m) => m.path);
    const paths = [
      "/",
      "/about",
      "/About/",
      "/about//",
      "/FAQ",
      "/services/",
      "/contact/x",
      "/%61bout",
      "/terms?x=1".split("?")[0]!,
    ];
    for (const path of paths) {
      const routerMatch = patterns.find((pattern) => parse(pattern).pattern.test(decodeURI(path)));
      const ours = matchRoute(path);
      expect(ours.screen === "static" ? staticMeta[ours.key].path : undefined, path).toBe(routerMatch);
    }
  });
});
