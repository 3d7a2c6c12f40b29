import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { staticMeta, type StaticScreen } from "@shared/route-meta";
import { isPageSlug } from "@shared/slug";
import { HomePage } from "@/features/home/home-page";
import { PublicErrorBoundary } from "./layouts/public-error-boundary";
import { PublicLayout } from "./layouts/public-layout";

// The home page and the layout are in the first download; every other screen is its own chunk.
const ServicesPage = lazy(() => import("@/features/services/services-page"));
const ServiceDetailPage = lazy(() => import("@/features/services/service-detail-page"));
const StandardsPage = lazy(() => import("@/features/standards/standards-page"));
const WcagExplorerPage = lazy(() => import("@/features/wcag-explorer/wcag-explorer-page"));
const AboutPage = lazy(() => import("@/features/about/about-page"));
const FaqPage = lazy(() => import("@/features/faq/faq-page"));
const ContactPage = lazy(() => import("@/features/contact/contact-page"));
const LegalPage = lazy(() => import("@/features/legal/legal-page"));
const ContentPage = lazy(() => import("@/features/content-page/content-page"));
const NotFoundPage = lazy(() => import("@/features/not-found/not-found-page"));

// The screen of each fixed path; the paths themselves, their titles and descriptions are in the shared route
// metadata, which the server also reads to answer each path with the right head and status.
const fixedScreens: Record<StaticScreen, ComponentType> = {
  home: HomePage,
  services: ServicesPage,
  standards: StandardsPage,
  wcagExplorer: WcagExplorerPage,
  about: AboutPage,
  faq: FaqPage,
  contact: ContactPage,
  privacy: () => <LegalPage kind="privacy" />,
  terms: () => <LegalPage kind="terms" />,
  accessibility: () => <LegalPage kind="accessibility" />,
};

/** A published page at /page/{slug} and /{slug}; a segment that cannot be a slug is a 404. */
const contentPageOrNotFound = (params: { slug: string }) =>
  isPageSlug(params.slug) ? <ContentPage slug={params.slug} /> : <NotFoundPage />;

export function PublicSite() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <PublicErrorBoundary key={location}>
        <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
          <Switch>
            {(Object.keys(staticMeta) as StaticScreen[]).map((key) => (
              <Route key={key} path={staticMeta[key].path} component={fixedScreens[key]} />
            ))}
            <Route path="/services/:id">{(params) => <ServiceDetailPage id={params.id} />}</Route>
            <Route path="/page/:slug">
              {contentPageOrNotFound}
            </Route>
            <Route path="/:slug">
              {contentPageOrNotFound}
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </PublicErrorBoundary>
    </PublicLayout>
  );
}
