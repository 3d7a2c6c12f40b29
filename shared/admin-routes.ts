// The whole admin area's screens: the Overview first, then the sortable collections' (declared with their
// collections, in ./collections), then the others of the route table (./paths). Only the admin area's bundle reads this; the public pages
// know the admin area by its base path alone.
import { collectionScreens } from "./collections";
import { adminHomeRoutes, otherAdminRoutes } from "./paths";

export const adminRoutes = { ...adminHomeRoutes, ...collectionScreens, ...otherAdminRoutes };
export type AdminRouteId = keyof typeof adminRoutes;

/** Every admin screen, in the order the sidebar and the floating menu list them. */
export const adminNav = Object.entries(adminRoutes).map(([id, { path, label }]) => ({
  id: id as AdminRouteId,
  path,
  label,
}));
