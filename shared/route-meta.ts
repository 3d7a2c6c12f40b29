// What every public screen is called and how it describes itself. The server reads it to write each page's head
// before the browser runs any script; the client reads it to update the head on navigation. Titles and
// descriptions are written here and nowhere else; paths come from the route table (paths.ts). Which screen a
// path shows is in route-match.ts.
import { fixedPublicRoutes, paths, type FixedPublicRouteId } from "./paths";

export interface RouteMeta {
  /** The title before " | {company name}". */
  title: string;
  description: string;
  /** The canonical path of the screen; screens without one (not-found, errors) are kept out of search. */
  path?: string;
  keywords?: string;
  /** The home page also describes the organization as structured data. */
  organization?: boolean;
  /** Sign-in and the admin area are not for search engines. */
  noindex?: boolean;
}

/** A screen with its own address. */
export type ScreenAtPath = RouteMeta & { path: string };

export const page = (path: string, title: string, description: string): ScreenAtPath => ({ path, title, description });

/** The screens at a fixed path, in the route table's order, which is the sitemap's. */
export const staticMeta = {
  home: {
    ...page(
      paths.home,
      "Accessible content conversion and WCAG audits",
      "Accessible NIMAS XML, PDF/UA, EPUB, Google Workspace documents, WCAG 2.2 website audits and VPAT reports for publishers, schools and government.",
    ),
    keywords:
      "digital accessibility, NIMAS, MathML, PDF/UA, accessible EPUB, WCAG 2.2, website accessibility audit, VPAT, Section 508, ADA",
    organization: true,
  },
  services: page(
    paths.services,
    "Our Services",
    "NIMAS XML, PDF/UA remediation, accessible EPUB, WCAG 2.2 audits, Google Workspace documents, VPAT reports and DRM services.",
  ),
  standards: page(
    paths.standards,
    "Accessibility Standards",
    "The accessibility laws and standards by region: ADA, Section 508, IDEA, the European Accessibility Act, the Accessible Canada Act, AODA and WCAG 2.2.",
  ),
  wcagExplorer: page(
    paths.wcagExplorer,
    "WCAG 2.2 Explorer",
    "Browse every WCAG 2.2 success criterion by principle and conformance level, with links to the official Understanding documents.",
  ),
  about: page(
    paths.about,
    "About Us",
    "Who we are, why clients choose us, and the team that makes content accessible.",
  ),
  faq: page(
    paths.faq,
    "Frequently Asked Questions",
    "Answers about our accessibility services, turnaround times, file formats, standards and quality checks.",
  ),
  contact: page(
    paths.contact,
    "Contact Us",
    "Request a quote or sign in to the client portal to start an accessibility project.",
  ),
} satisfies Record<FixedPublicRouteId, ScreenAtPath>;

export type StaticScreen = FixedPublicRouteId;

/** The fixed screens in the route table's order. */
export const staticScreens = Object.keys(fixedPublicRoutes) as StaticScreen[];

/** Public screens that are not at one fixed path. */
export const screenMeta = {
  notFound: { title: "404 Page Not Found", description: "The page you requested does not exist.", noindex: true },
  serviceNotFound: {
    title: "Service Not Found",
    description: "This service does not exist or has been moved.",
    noindex: true,
  },
  pageNotFound: {
    title: "Page Not Found",
    description: "This page does not exist or is not published yet.",
    noindex: true,
  },
  pageError: { title: "Error", description: "This page could not be loaded. Please try again later.", noindex: true },
} satisfies Record<string, RouteMeta>;

/**
 * Published content pages answer at /page/{slug} and /{slug}; the first is the one search engines are given, except
 * for the legal pages, whose short address is theirs (paths.ts).
 */
export const contentPagePath = paths.contentPage;
