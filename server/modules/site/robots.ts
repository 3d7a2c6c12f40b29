import type { Request, RequestHandler } from "express";
import { adminBase, paths } from "@shared/paths";

/** robots.txt: the whole site may be crawled except the admin area, sign-in and the API; it names the sitemap. */
export function robotsTxt(siteUrlOf: (req: Request) => string): RequestHandler {
  return (req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(renderRobots(siteUrlOf(req)));
  };
}

function renderRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${adminBase}`,
    `Disallow: ${paths.auth}`,
    "Disallow: /api",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
