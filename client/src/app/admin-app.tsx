import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { HeadProvider } from "@/components/head-provider";
import { Spinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/lib/auth";
import { adminRoutes, type AdminRouteId } from "@shared/admin-routes";
import { adminHome, paths, withinAdmin } from "@shared/paths";
import { adminPages, adminRouteIds, outsideNest, type AdminPage } from "./admin-screens";
import { AdminAccessRequired } from "./layouts/admin-access-required";
import { AdminLayout } from "./layouts/admin-layout";

/** Every admin route of the route table, inside the /admin nest; any other admin address opens the first screen. */
export function AdminRouteSwitch({ pages = adminPages }: { pages?: Record<AdminRouteId, AdminPage> }) {
  return (
    <Switch>
      {adminRouteIds.map((id) => (
        <Route key={id} path={withinAdmin(adminRoutes[id].path)} component={pages[id].page} />
      ))}
      <Route>
        <Redirect to={outsideNest(adminHome)} replace />
      </Route>
    </Switch>
  );
}

/** The guard and the admin screens, nested under /admin. */
export default function AdminApp() {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session" className="min-h-screen" />;
  if (error) return <AdminAccessRequired />;
  if (!user) return <Redirect to={outsideNest(paths.auth)} replace />;
  if (!user.isAdmin) return <Redirect to={outsideNest(paths.home)} replace />;
  return (
    <HeadProvider>
      <TooltipProvider>
        <AdminLayout user={user}>
          <Suspense fallback={<Spinner label="Loading screen" />}>
            <AdminRouteSwitch />
          </Suspense>
        </AdminLayout>
      </TooltipProvider>
    </HeadProvider>
  );
}
