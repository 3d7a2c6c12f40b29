import {
  Archive,
  MessageCircleQuestion,
  FileText,
  Scale,
  History,
  Image,
  Images,
  LayoutDashboard,
  LayoutGrid,
  Mail,
  Menu,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  Signpost,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import { lazy, type ComponentType } from "react";
import { adminNav as adminNavEntries, adminRoutes, type AdminRouteId } from "@shared/admin-routes";
import { collectionKeys, collections, type AdminIconName, type CollectionScreenKey } from "@shared/collections";
import { adminBase, withinAdmin } from "@shared/paths";

export interface AdminPage {
  page: ComponentType;
  /** The icon beside its link in the sidebar and the floating menu. */
  icon: LucideIcon;
}

/** The sidebar's picture for each icon name a screen may declare. */
const icons: Record<AdminIconName, LucideIcon> = {
  users: Users,
  image: Image,
  quote: MessageSquareQuote,
  question: MessageCircleQuestion,
  grid: LayoutGrid,
  scale: Scale,
  file: FileText,
  mail: Mail,
  menu: Menu,
  signpost: Signpost,
  settings: Settings,
  shield: ShieldCheck,
  "user-cog": UserCog,
  history: History,
  archive: Archive,
};

// A collection's screen is the default export of features/admin-{key}/components/{key}-screen.tsx, found by
// its name so that adding a collection needs no line here; each is its own chunk.
const screenModules = import.meta.glob<{ default: ComponentType }>("../features/admin-*/components/*-screen.tsx");
function collectionPage(key: CollectionScreenKey): AdminPage {
  const load = screenModules[`../features/admin-${key}/components/${key}-screen.tsx`];
  if (!load) throw new Error(`The ${key} collection's screen is missing: admin-${key}/components/${key}-screen.tsx`);
  return { page: lazy(load), icon: icons[collections[key].screen!.icon] };
}

/** The screen each admin route of the route table shows, keyed by the route's id; each is its own chunk. */
export const adminPages: Record<AdminRouteId, AdminPage> = {
  overview: {
    page: lazy(() => import("@/features/admin-overview/components/overview-screen")),
    icon: LayoutDashboard,
  },
  ...(Object.fromEntries(
    collectionKeys.flatMap((key) =>
      collections[key].screen ? [[key, collectionPage(key as CollectionScreenKey)]] : [],
    ),
  ) as Record<CollectionScreenKey, AdminPage>),
  pages: { page: lazy(() => import("@/features/admin-pages/components/pages-screen")), icon: icons.file },
  media: { page: lazy(() => import("@/features/admin-media/components/media-screen")), icon: Images },
  inquiries: { page: lazy(() => import("@/features/admin-inquiries/components/inquiries-screen")), icon: icons.mail },
  navigation: {
    page: lazy(() => import("@/features/admin-navigation/components/navigation-screen")),
    icon: icons.menu,
  },
  redirects: {
    page: lazy(() => import("@/features/admin-redirects/components/redirects-screen")),
    icon: icons.signpost,
  },
  settings: { page: lazy(() => import("@/features/admin-settings/components/settings-screen")), icon: icons.settings },
  admins: { page: lazy(() => import("@/features/admin-accounts/components/admins-screen")), icon: icons.shield },
  account: { page: lazy(() => import("@/features/admin-accounts/components/account-screen")), icon: icons["user-cog"] },
  activity: { page: lazy(() => import("@/features/admin-activity/components/activity-screen")), icon: icons.history },
  backups: { page: lazy(() => import("@/features/admin-backups/components/backups-screen")), icon: icons.archive },
};

export interface AdminNavEntry {
  id: AdminRouteId;
  /** The full path, e.g. /admin/team. */
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The admin screens, as the sidebar and the floating menu list them. */
export const adminNav: AdminNavEntry[] = adminNavEntries.map((entry) => ({
  ...entry,
  icon: adminPages[entry.id].icon,
}));

/**
 * The admin screen a location shows (its own path, or a path beneath it), if any: the sidebar and the Admin Menu
 * mark it as the current page. `location` is a full path, such as /admin/team. The Overview, at the admin area's
 * own address, is current only there: every other screen's path is beneath it.
 */
export const currentAdminEntry = (location: string): AdminNavEntry | undefined => {
  // Inside the /admin nest the Overview's location reads "/", which joined to the base is "/admin/".
  const at = location.length > 1 ? location.replace(/\/$/, "") : location;
  return adminNav.find(({ path }) => at === path || (path !== adminBase && at.startsWith(`${path}/`)));
};

/** Every admin route id, in table order. */
export const adminRouteIds = Object.keys(adminRoutes) as AdminRouteId[];

/** A link from inside a nested router (the admin area) to a path of the whole site. */
export const outsideNest = (path: string) => `~${path}`;

/**
 * A link from inside the admin area to one of its screens: the Overview, at the nest's own address, by its full
 * path (within the nest it would read "/admin/").
 */
export const adminScreenHref = (path: string) => (path === adminBase ? outsideNest(path) : withinAdmin(path));
