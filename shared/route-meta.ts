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
  privacy: page(paths.privacy, "Privacy Policy", "How we handle personal information on this website."),
  terms: page(paths.terms, "Terms of Service", "The terms under which this website is provided."),
  accessibility: page(
    paths.accessibility,
    "Accessibility Statement",
    "Our commitment to the accessibility of this website.",
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

/** Published content pages answer at /page/{slug} and /{slug}; the first is the one search engines are given. */
export const contentPagePath = paths.contentPage;

export interface ContentPageFields {
  slug: string;
  title: string;
  content: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** A content page's head: its meta title (or title), and its meta description or else its opening words. */
export const contentPageMeta = (p: ContentPageFields): ScreenAtPath =>
  page(contentPagePath(p.slug), p.metaTitle || p.title, p.metaDescription || excerpt(p.content) || p.title);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };
/** The longest entity name above, with its "#". */
const LONGEST_ENTITY = 4;

/**
 * How much of the HTML is read for an excerpt. The opening words of any real page come well before this; the
 * limit keeps each view of a page cheap whatever its content holds.
 */
const EXCERPT_MAX_INPUT = 50_000;

/** Elements whose contents are never shown as text. */
const HIDDEN_CONTENT = new Set(["script", "style"]);

const isSpace = (char: string) => /\s/.test(char);
const isTagStart = (char: string | undefined) => char !== undefined && /[A-Za-z/!?]/.test(char);

/**
 * The first words of some HTML as plain text, at most `max` characters, cut at a word. One pass from left to
 * right, ending as soon as it has enough text: tags read as a space, script and style contents are skipped, the
 * common entities decoded and white space collapsed. Each step only moves forward, so no content, however it is
 * built, costs more than reading it once.
 */
export function excerpt(html: string, max = 160): string {
  const source = html.length > EXCERPT_MAX_INPUT ? html.slice(0, EXCERPT_MAX_INPUT) : html;
  let text = "";
  let space = false;
  const add = (char: string) => {
    if (isSpace(char)) space = true;
    else {
      if (space && text) text += " ";
      space = false;
      text += char;
    }
  };

  let at = 0;
  while (at < source.length && text.length <= max) {
    const char = source[at]!;
    if (char === "<" && isTagStart(source[at + 1])) {
      // A tag reads as a space; one left open runs to the end, as in a browser.
      const end = source.indexOf(">", at);
      if (end === -1) break;
      const name = /^[A-Za-z][^\s/>]*/.exec(source.slice(at + 1, Math.min(end, at + 10)))?.[0].toLowerCase();
      at = end + 1;
      space = true;
      if (name && HIDDEN_CONTENT.has(name)) {
        at = endOfElement(source, name, at);
      }
    } else if (char === "&") {
      // Only the few characters an entity of the table can take are looked at.
      const semicolon = source.slice(at + 1, at + 2 + LONGEST_ENTITY).indexOf(";") + at + 1;
      const name = semicolon > at ? source.slice(at + 1, semicolon) : "";
      const decoded = /^(#39|[a-z]+)$/i.test(name) ? ENTITIES[name.toLowerCase()] : undefined;
      if (decoded === undefined) {
        add(char);
        at++;
      } else {
        add(decoded);
        at = semicolon + 1;
      }
    } else {
      add(char);
      at++;
    }
  }

  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWordEnd = text[max - 1] === " " || lastSpace <= max / 2;
  return `${(atWordEnd ? cut : cut.slice(0, lastSpace)).replace(/[\s,;:.]+$/, "")}…`;
}

/** Where the text after the closing tag of a `name` element opened before `from` starts; the end if never closed. */
function endOfElement(source: string, name: string, from: number): number {
  for (let at = source.indexOf("</", from); at !== -1; at = source.indexOf("</", at + 2)) {
    const after = source[at + 2 + name.length];
    if (
      source.slice(at + 2, at + 2 + name.length).toLowerCase() === name &&
      (after === undefined || /[\s/>]/.test(after))
    ) {
      const end = source.indexOf(">", at);
      return end === -1 ? source.length : end + 1;
    }
  }
  return source.length;
}
