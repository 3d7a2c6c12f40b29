import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { publicRoutes, type PublicRouteId } from "@shared/paths";
import { PublicErrorBoundary } from "./layouts/public-error-boundary";
import { PublicLayout } from "./layouts/public-layout";
import { NotFoundPage, publicPages, type RoutePage } from "./public-pages";

const publicRouteIds = Object.keys(publicRoutes) as PublicRouteId[];

/**
 * Every public route of the route table, in its order, then the not-found screen. The server reads the same
 * table to answer each path with the right head and status.
 */
export function PublicRouteSwitch({
  pages = publicPages,
  notFound = NotFoundPage,
}: {
  pages?: Record<PublicRouteId, RoutePage>;
  notFound?: RoutePage;
}) {
  return (
    <Switch>
      {publicRouteIds.map((id) => (
        <Route key={id} path={publicRoutes[id].path} component={pages[id]} />
      ))}
      <Route component={notFound} />
    </Switch>
  );
}

export function PublicSite() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <PublicErrorBoundary key={location}>
        <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
          <PublicRouteSwitch />
        </Suspense>
      </PublicErrorBoundary>
    </PublicLayout>
  );
}
