import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth";
import { adminBase, cmsRoutes, redirects } from "@shared/paths";
import { PublicSite } from "./public-site";

// The admin area, the sign-in form and their libraries (forms, zod, dnd-kit, date-fns) load only when used,
// so public visitors never download them.
const AdminApp = lazy(() => import("./admin-app"));
const AuthPage = lazy(() => import("./auth-entry"));
const AdminMenu = lazy(() => import("./admin-menu-entry"));

/** The route table's redirects, as routes for a Switch (which must see each Route as its own child). */
export const redirectRoutes = () =>
  redirects.map(({ from, to }) => (
    <Route key={from} path={from}>
      <Redirect to={to} replace />
    </Route>
  ));

/** The redirects first, then sign-in, the admin area (nested), and the public site. */
function AppRoutes() {
  return (
    <Switch>
      {redirectRoutes()}
      <Route path={cmsRoutes.auth.path} component={AuthPage} />
      <Route path={adminBase} nest component={AdminApp} />
      <Route component={PublicSite} />
    </Switch>
  );
}

export function AppRouter() {
  const { user } = useCurrentUser();
  return (
    <>
      <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
        <AppRoutes />
      </Suspense>
      {user?.isAdmin && (
        <Suspense fallback={null}>
          <AdminMenu />
        </Suspense>
      )}
    </>
  );
}
