// The document head of a public screen: title, description, canonical address, Open Graph and Twitter card
// tags, and the home page's organization data. The server writes these tags into the HTML it sends; the client
// renders the same list when the visitor moves to another screen.
import type { RouteMeta } from "./route-meta";

export { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "./company-defaults";

/** Marks the tags the server wrote, so the client can replace them with its own once it renders. */
export const SERVER_HEAD_ATTRIBUTE = "data-server-head";

export interface HeadContext {
  /** The site's public address without a trailing slash, e.g. https://www.example.com. */
  siteUrl: string;
  companyName: string;
  companyTagline: string;
  /** The company logo from the settings (site-relative or absolute), if any. */
  companyLogo?: string;
}

export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

export interface Head {
  title: string;
  tags: HeadTag[];
  /** JSON-LD for a script element of type application/ld+json. */
  structuredData?: Record<string, unknown>;
}

export const absoluteUrl = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: name, content },
});

export function buildHead(route: RouteMeta, context: HeadContext): Head {
  const title = `${route.title} | ${context.companyName}`;
  const url = route.path ? absoluteUrl(context.siteUrl, route.path) : undefined;
  const image = context.companyLogo ? absoluteUrl(context.siteUrl, context.companyLogo) : undefined;
  const tags: HeadTag[] = [meta("name", "description", route.description)];
  if (route.keywords) tags.push(meta("name", "keywords", route.keywords));
  if (route.noindex || !url) tags.push(meta("name", "robots", "noindex"));
  if (url) tags.push({ tag: "link", attributes: { rel: "canonical", href: url } });
  tags.push(
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", context.companyName),
    meta("property", "og:title", title),
    meta("property", "og:description", route.description),
  );
  if (url) tags.push(meta("property", "og:url", url));
  if (image) tags.push(meta("property", "og:image", image));
  tags.push(
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", route.description),
  );
  const structuredData = route.organization
    ? {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: context.companyName,
        description: context.companyTagline,
        url: `${context.siteUrl}/`,
        ...(image ? { logo: image } : {}),
      }
    : undefined;
  return { title, tags, structuredData };
}

/** JSON for a script element: "<" is escaped so that no stored text can close the element or open a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
