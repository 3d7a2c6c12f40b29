import {
  Archive,
  MessageCircleQuestion,
  FileText,
  Scale,
  History,
  Image,
  LayoutGrid,
  Mail,
  Menu,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import { lazy, type ComponentType } from "react";
import { adminRoutes, navFor, type AdminRouteId } from "@shared/paths";

export interface AdminPage {
  page: ComponentType;
  /** The icon beside its link in the sidebar and the floating menu. */
  icon: LucideIcon;
}

/** The screen each admin route of the route table shows, keyed by the route's id; each is its own chunk. */
export const adminPages: Record<AdminRouteId, AdminPage> = {
  team: { page: lazy(() => import("@/features/admin-team/components/team-screen")), icon: Users },
  pages: { page: lazy(() => import("@/features/admin-pages/components/pages-screen")), icon: FileText },
  inquiries: { page: lazy(() => import("@/features/admin-inquiries/components/inquiries-screen")), icon: Mail },
  logos: { page: lazy(() => import("@/features/admin-logos/components/logos-screen")), icon: Image },
  testimonials: {
    page: lazy(() => import("@/features/admin-testimonials/components/testimonials-screen")),
    icon: MessageSquareQuote,
  },
  faqItems: { page: lazy(() => import("@/features/admin-faq/components/faq-screen")), icon: MessageCircleQuestion },
  serviceItems: { page: lazy(() => import("@/features/admin-services/components/services-screen")), icon: LayoutGrid },
  standardsRegions: { page: lazy(() => import("@/features/admin-standards/components/standards-screen")), icon: Scale },
  navigation: { page: lazy(() => import("@/features/admin-navigation/components/navigation-screen")), icon: Menu },
  settings: { page: lazy(() => import("@/features/admin-settings/components/settings-screen")), icon: Settings },
  admins: { page: lazy(() => import("@/features/admin-accounts/components/admins-screen")), icon: ShieldCheck },
  account: { page: lazy(() => import("@/features/admin-accounts/components/account-screen")), icon: UserCog },
  activity: { page: lazy(() => import("@/features/admin-activity/components/activity-screen")), icon: History },
  backups: { page: lazy(() => import("@/features/admin-backups/components/backups-screen")), icon: Archive },
};

export interface AdminNavEntry {
  id: AdminRouteId;
  /** The full path, e.g. /admin/team. */
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The admin screens, as the sidebar and the floating menu list them. */
export const adminNav: AdminNavEntry[] = navFor("admin").map(({ id, path, label }) => ({
  id: id as AdminRouteId,
  path,
  label,
  icon: adminPages[id as AdminRouteId].icon,
}));

/**
 * The admin screen a location shows (its own path, or a path beneath it), if any: the sidebar and the Admin Menu
 * mark it as the current page. `location` is a full path, such as /admin/team.
 */
export const currentAdminEntry = (location: string): AdminNavEntry | undefined =>
  adminNav.find(({ path }) => location === path || location.startsWith(`${path}/`));

/** Every admin route id, in table order. */
export const adminRouteIds = Object.keys(adminRoutes) as AdminRouteId[];

/** A link from inside a nested router (the admin area) to a path of the whole site. */
export const outsideNest = (path: string) => `~${path}`;
