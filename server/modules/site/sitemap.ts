import { contentPagePath } from "@shared/route-meta";

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Every public screen at a fixed path, every service, and every published page with the day it last changed. */
export function renderSitemap(
  siteUrl: string,
  paths: string[],
  published: { slug: string; updatedAt: Date | string }[],
): string {
  const url = (path: string, lastModified?: Date | string) => {
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => url(path)),
    ...published.map((page) => url(contentPagePath(page.slug), page.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}
