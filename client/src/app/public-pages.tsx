import type { ComponentType } from "react";
import { parse } from "regexparam";
import { matchRoute, type RouteComponentProps } from "wouter";
import { HomePage } from "@/features/home/home-page";
import { publicRoutes, type PublicRouteId } from "@shared/paths";
import { isPageSlug } from "@shared/slug";
import { lazyScreen } from "./lazy-screen";

// Every screen is its own chunk; the home page's sections too, the small frame that loads them being in the first
// download.
const HomeSections = lazyScreen(() => import("@/features/home/components/home-sections"));
const ServicesPage = lazyScreen(() => import("@/features/services/services-page"));
const ServiceDetailPage = lazyScreen(() => import("@/features/services/service-detail-page"));
const StandardsPage = lazyScreen(() => import("@/features/standards/standards-page"));
const WcagExplorerPage = lazyScreen(() => import("@/features/wcag-explorer/wcag-explorer-page"));
const AboutPage = lazyScreen(() => import("@/features/about/about-page"));
const FaqPage = lazyScreen(() => import("@/features/faq/faq-page"));
const ContactPage = lazyScreen(() => import("@/features/contact/contact-page"));
const ContentPage = lazyScreen(() => import("@/features/content-page/content-page"));
export const NotFoundPage = lazyScreen(() => import("@/features/not-found/not-found-page"));

export type RoutePage = ComponentType<RouteComponentProps>;

/**
 * A published page at /page/{slug} and /{slug} (the legal pages' /privacy, /terms and /accessibility among them); a
 * segment that cannot be a slug is a 404.
 */
const ContentPageOrNotFound: RoutePage = ({ params }) =>
  params.slug && isPageSlug(params.slug) ? <ContentPage slug={params.slug} /> : <NotFoundPage />;

/** The screen each public route of the route table shows, keyed by the route's id. */
export const publicPages: Record<PublicRouteId, RoutePage> = {
  home: () => <HomePage sections={HomeSections} />,
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

const contentPageOrNotFound = (slug?: string) => (slug && isPageSlug(slug) ? ContentPage : NotFoundPage).preload();

/** How to load ahead what each route shows, given the route's parameters. */
const preloads: Record<PublicRouteId, (params: Record<string, string | undefined>) => Promise<void>> = {
  home: HomeSections.preload,
  services: ServicesPage.preload,
  standards: StandardsPage.preload,
  wcagExplorer: WcagExplorerPage.preload,
  about: AboutPage.preload,
  faq: FaqPage.preload,
  contact: ContactPage.preload,
  service: ServiceDetailPage.preload,
  contentPage: ({ slug }) => contentPageOrNotFound(slug),
  shortContentPage: ({ slug }) => contentPageOrNotFound(slug),
};

/** A path as the router reads it: URI-decoded when it can be. */
function decoded(pathname: string) {
  try {
    return pathname.includes("%") ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/**
 * The route `pathname` shows, matched as PublicRouteSwitch matches it (the route table in order, with the router's
 * own pattern parser, then the not-found screen), and how to load its screen's code ahead of the first render.
 */
export function screenAt(pathname: string): { route: PublicRouteId | "notFound"; preload: () => Promise<void> } {
  const path = decoded(pathname);
  for (const route of Object.keys(publicRoutes) as PublicRouteId[]) {
    const [matched, params] = matchRoute(parse, publicRoutes[route].path, path);
    if (matched) return { route, preload: () => preloads[route](params ?? {}) };
  }
  return { route: "notFound", preload: NotFoundPage.preload };
}
