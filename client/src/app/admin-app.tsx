import { lazy, Suspense, useEffect, useRef } from "react";
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
import { SignOutButton } from "./layouts/sign-out-button";

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

// Few sign-ins ever see it: it downloads when needed, not with the admin area's first screen.
const ChoosePasswordScreen = lazy(async () => ({
  default: (await import("@/features/admin-accounts/components/choose-password-screen")).ChoosePasswordScreen,
}));

/** The guard and the admin screens, nested under /admin. */
export default function AdminApp() {
  const { user, isLoading, error } = useCurrentUser();
  const held = Boolean(user?.mustChangePassword);
  const wasHeld = useRef(held);
  // Once the new password is set the CMS replaces the password screen: the reader starts again at its main area.
  useEffect(() => {
    if (wasHeld.current && !held) document.getElementById("main-content")?.focus();
    wasHeld.current = held;
  }, [held]);
  if (isLoading) return <Spinner label="Checking your session" className="min-h-screen" />;
  if (error) return <AdminAccessRequired />;
  if (!user) return <Redirect to={outsideNest(paths.auth)} replace />;
  if (!user.isAdmin) return <Redirect to={outsideNest(paths.home)} replace />;
  // The server answers nothing else of the CMS until this administrator has a password of their own.
  if (user.mustChangePassword) {
    return (
      <HeadProvider>
        <Suspense fallback={<Spinner label="Loading the password screen" className="min-h-screen" />}>
          <ChoosePasswordScreen user={user} signOut={<SignOutButton />} />
        </Suspense>
      </HeadProvider>
    );
  }
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
