import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth";
import { PublicSite } from "./public-site";

// The admin area, the sign-in form and their libraries (forms, zod, dnd-kit, date-fns) load only when used,
// so public visitors never download them.
const AdminApp = lazy(() => import("./admin-app"));
const AuthPage = lazy(() => import("./auth-entry"));
const AdminMenu = lazy(() => import("./admin-menu-entry"));

export function AppRouter() {
  const { user } = useCurrentUser();
  return (
    <>
      <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
        <Switch>
          <Route path="/auth" component={AuthPage} />
          <Route path="/admin" nest component={AdminApp} />
          <Route component={PublicSite} />
        </Switch>
      </Suspense>
      {user?.isAdmin && (
        <Suspense fallback={null}>
          <AdminMenu />
        </Suspense>
      )}
    </>
  );
}
