import { contentPagePath } from "@shared/route-meta";
import { redirectKey } from "@shared/schema";

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Every public screen at a fixed path, every service, and every published page with the day it last changed; but
 * no address a redirect rule sends elsewhere (`redirected`, in the rules' lower-case form).
 */
export function renderSitemap(
  siteUrl: string,
  paths: string[],
  published: { slug: string; updatedAt: Date | string }[],
  redirected: ReadonlySet<string> = new Set(),
): string {
  const kept = (path: string) => !redirected.has(redirectKey(path));
  const url = (path: string, lastModified?: Date | string) => {
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.filter(kept).map((path) => url(path)),
    ...published
      .filter((page) => kept(contentPagePath(page.slug)))
      .map((page) => url(contentPagePath(page.slug), page.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}
