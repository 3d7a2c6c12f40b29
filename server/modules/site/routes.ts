import { Router, type Request, type RequestHandler } from "express";
import { publicQueryKeys, type Bootstrap } from "@shared/bootstrap";
import { cmsName, cmsScreenMeta } from "@shared/cms-meta";
import { buildHead, DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE, type HeadContext } from "@shared/head-tags";
import { indexablePaths, matchRoute, serviceMeta } from "@shared/route-match";
import { contentPageMeta, screenMeta, staticMeta, type RouteMeta } from "@shared/route-meta";
import type { Page, SiteSetting } from "@shared/schema";
import type { Db } from "../../db/connection";
import { findPageBySlug } from "../pages/service";
import type { PublicReads } from "../public-reads";
import { renderDocument } from "./html";
import { renderRobots, renderSitemap } from "./sitemap";

/** The built index.html (or, in development, Vite's), read fresh when it changes. */
export type TemplateSource = (url: string) => Promise<string>;

export interface SiteOptions {
  db: Db;
  reads: PublicReads;
  /** The canonical address from the configuration; without one, the address the request came to. */
  publicSiteUrl?: string;
  template: TemplateSource;
  /** Loads the signed-in user (sessions and passport) for the page requests that carry a session cookie. */
  sessions: RequestHandler;
}

/** Every GET outside /api and /uploads is a screen of the single-page app. */
const isScreenRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !/^\/(api|uploads)(\/|$)/.test(req.path);

const settingValue = (rows: SiteSetting[], key: string) => rows.find((r) => r.settingKey === key)?.settingValue || undefined;

/** robots.txt, sitemap.xml, and every screen's HTML with its head, HTTP status and first data already in it. */
export function siteRoutes(options: SiteOptions): Router {
  const { db, reads, template } = options;
  const router = Router();
  const siteUrlOf = (req: Request) => options.publicSiteUrl ?? `${req.protocol}://${req.get("host")}`;

  router.get("/robots.txt", (req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(renderRobots(siteUrlOf(req)));
  });

  router.get("/sitemap.xml", async (req, res) => {
    const published = (await reads.publishedPages()).data as { slug: string; updatedAt: Date | string }[];
    res.type("application/xml").setHeader("Cache-Control", "public, no-cache");
    res.send(renderSitemap(siteUrlOf(req), indexablePaths(), published));
  });

  router.use(options.sessions, async (req, res, next) => {
    if (!isScreenRequest(req)) return next();
    const siteUrl = siteUrlOf(req);
    const user = req.user ?? null;
    const settings = (await reads.settings()).data as SiteSetting[];
    const queries: Bootstrap["queries"] = [
      [publicQueryKeys.currentUser, user],
      [publicQueryKeys.settings, settings],
    ];
    let meta: RouteMeta;
    let status = 200;
    const match = matchRoute(req.path);
    switch (match.screen) {
      case "static":
        meta = staticMeta[match.key];
        if (match.key === "home") {
          queries.push([publicQueryKeys.logos, (await reads.logos()).data]);
          queries.push([publicQueryKeys.testimonials, (await reads.testimonials()).data]);
        }
        if (match.key === "about") queries.push([publicQueryKeys.team, (await reads.team()).data]);
        break;
      case "service":
        meta = match.service ? serviceMeta(match.service) : screenMeta.serviceNotFound;
        if (!match.service) status = 404;
        break;
      case "page": {
        let page = (await reads.page(match.slug)).data as Page | null;
        // Administrators see drafts at their public address too.
        if (!page && user?.isAdmin) page = await findPageBySlug(db, match.slug, { includeDrafts: true });
        queries.push([publicQueryKeys.pageBySlug(match.slug), page]);
        meta = page ? { ...contentPageMeta(page), noindex: !page.isPublished } : screenMeta.pageNotFound;
        if (!page) status = 404;
        break;
      }
      case "cms":
        meta = cmsScreenMeta[match.key];
        break;
      case "notFound":
        meta = screenMeta.notFound;
        status = 404;
        break;
    }
    const companyName = settingValue(settings, "companyName") ?? DEFAULT_COMPANY_NAME;
    const context: HeadContext = {
      siteUrl,
      companyName: match.screen === "cms" ? cmsName(companyName) : companyName,
      companyTagline: settingValue(settings, "companyTagline") ?? DEFAULT_COMPANY_TAGLINE,
      companyLogo: settingValue(settings, "companyLogo"),
    };
    const html = renderDocument(await template(req.originalUrl), buildHead(meta, context), { siteUrl, queries });
    // The page names who is signed in, so it is never shared between visitors.
    res.status(status).setHeader("Cache-Control", "private, no-cache");
    res.type("html").send(html);
  });
  return router;
}
