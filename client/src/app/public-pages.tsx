import { lazy, type ComponentType } from "react";
import type { RouteComponentProps } from "wouter";
import type { PublicRouteId } from "@shared/paths";
import { isPageSlug } from "@shared/slug";
import { HomePage } from "@/features/home/home-page";

// The home page is in the first download; every other screen is its own chunk.
const ServicesPage = lazy(() => import("@/features/services/services-page"));
const ServiceDetailPage = lazy(() => import("@/features/services/service-detail-page"));
const StandardsPage = lazy(() => import("@/features/standards/standards-page"));
const WcagExplorerPage = lazy(() => import("@/features/wcag-explorer/wcag-explorer-page"));
const AboutPage = lazy(() => import("@/features/about/about-page"));
const FaqPage = lazy(() => import("@/features/faq/faq-page"));
const ContactPage = lazy(() => import("@/features/contact/contact-page"));
const ContentPage = lazy(() => import("@/features/content-page/content-page"));
export const NotFoundPage = lazy(() => import("@/features/not-found/not-found-page"));

export type RoutePage = ComponentType<RouteComponentProps>;

/**
 * A published page at /page/{slug} and /{slug} (the legal pages' /privacy, /terms and /accessibility among them); a
 * segment that cannot be a slug is a 404.
 */
const ContentPageOrNotFound: RoutePage = ({ params }) =>
  params.slug && isPageSlug(params.slug) ? <ContentPage slug={params.slug} /> : <NotFoundPage />;

/** The screen each public route of the route table shows, keyed by the route's id. */
export const publicPages: Record<PublicRouteId, RoutePage> = {
  home: HomePage,
  services: ServicesPage,
  standards: StandardsPage,
  wcagExplorer: WcagExplorerPage,
  about: AboutPage,
  faq: FaqPage,
  contact: ContactPage,
  service: ({ params }) => <ServiceDetailPage id={params.id ?? ""} />,
  contentPage: ContentPageOrNotFound,
  shortContentPage: ContentPageOrNotFound,
};
