import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
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


/** Every public route of spec 2.1 inside the shared layout, with the 404 screen as the fallback. */
/** A published page at /page/{slug} and /{slug} (spec 2.1); a segment that cannot be a slug is a 404. */
const contentPageOrNotFound = (params: { slug: string }) =>
  isPageSlug(params.slug) ? <ContentPage slug={params.slug} /> : <NotFoundPage />;

export function PublicSite() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <PublicErrorBoundary key={location}>
        <Suspense fallback={<Spinner label="Loading page" className="min-h-[50vh]" />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/services" component={ServicesPage} />
            <Route path="/services/:id">{(params) => <ServiceDetailPage id={params.id} />}</Route>
            <Route path="/standards" component={StandardsPage} />
            <Route path="/wcag-explorer" component={WcagExplorerPage} />
            <Route path="/about" component={AboutPage} />
            <Route path="/faq" component={FaqPage} />
            <Route path="/contact" component={ContactPage} />
            <Route path="/privacy">{() => <LegalPage kind="privacy" />}</Route>
            <Route path="/terms">{() => <LegalPage kind="terms" />}</Route>
            <Route path="/accessibility">{() => <LegalPage kind="accessibility" />}</Route>
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
