import { describe, expect, it } from "vitest";
import { adminRoutes } from "./admin-routes";
import { collectionKeys, collections, collectionScreens } from "./collections";
import { adminHome } from "./paths";

describe("the collection registry", () => {
  it("keys each collection by its path word, which names its API and admin addresses", () => {
    for (const key of collectionKeys) {
      expect(collections[key].path).toBe(key);
      const screen = collectionScreens[key as keyof typeof collectionScreens];
      if (screen) expect(screen.path).toBe(`/admin/${key}`);
    }
  });

  it("gives every collection with a screen a route in the admin area, after the Overview and before the others", () => {
    const withScreens = collectionKeys.filter((key) => key in collectionScreens);
    // The home page cards are edited on the Services screen.
    expect(withScreens).toEqual(expect.arrayContaining(["team", "services"]));
    expect(withScreens).not.toContain("home-cards");
    expect(Object.keys(adminRoutes)[0]).toBe("overview");
    expect(Object.keys(adminRoutes).slice(1, 1 + withScreens.length)).toEqual(withScreens);
    // The admin area opens on a screen it has.
    expect(Object.values(adminRoutes).map((route) => route.path)).toContain(adminHome);
  });
});
