// The whole admin area's screens: the sortable collections' (declared with their collections, in ./collections)
// first, then the others of the route table (./paths). Only the admin area's bundle reads this; the public pages
// know the admin area by its base path alone.
import { collectionScreens } from "./collections";
import { otherAdminRoutes } from "./paths";

export const adminRoutes = { ...collectionScreens, ...otherAdminRoutes };
export type AdminRouteId = keyof typeof adminRoutes;

/** Every admin screen, in the order the sidebar and the floating menu list them. */
export const adminNav = Object.entries(adminRoutes).map(([id, { path, label }]) => ({
  id: id as AdminRouteId,
  path,
  label,
}));
