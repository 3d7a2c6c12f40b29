import { Router, type Request, type RequestHandler } from "express";
import {
  faqQueryKey,
  homeCardsQueryKey,
  publicQueryKeys,
  servicesQueryKey,
  standardsQueryKey,
  type Bootstrap,
} from "@shared/bootstrap";
import { cmsName, cmsScreenMeta } from "@shared/cms-meta";
import { buildHead, DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE, type HeadContext } from "@shared/head-tags";
import { indexablePaths, matchRoute, redirectFor, serviceMeta } from "@shared/route-match";
import { contentPageMeta } from "@shared/content-page-meta";
import { screenMeta, staticMeta, type RouteMeta } from "@shared/route-meta";
import type { Page, PublicSetting, Service } from "@shared/schema";
import { databaseFailureOf, type DatabaseAvailability } from "../../db/availability";
import type { Db } from "../../db/connection";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../http/errors";
import type { CachedJson } from "../../http/json-cache";
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
  /** Told about database failures met while rendering a page, so that outages are logged and counted. */
  availability?: DatabaseAvailability;
}

/** Every GET outside /api and /uploads is a screen of the single-page app. */
const isScreenRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !/^\/(api|uploads)(\/|$)/.test(req.path);

const settingValue = (rows: PublicSetting[], key: string) =>
  rows.find((r) => r.settingKey === key)?.settingValue || undefined;

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
    const services = (await reads.services()).data as Service[];
    res.type("application/xml").setHeader("Cache-Control", "public, no-cache");
    res.send(renderSitemap(siteUrlOf(req), indexablePaths(services), published));
  });

  // The route table's redirects, before any session or database work; the query string goes along.
  router.use((req, res, next) => {
    const redirect = isScreenRequest(req) ? redirectFor(req.path) : undefined;
    if (!redirect) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const query = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
    res.redirect(redirect.permanent ? 301 : 302, `${redirect.to}${query}`);
  });

  /**
   * While the database cannot be reached a page is still rendered from what the read cache holds: the visitor
   * gets the site (whose own requests then retry), not an error. A page missing some of its data is answered
   * 503 with Retry-After, so that crawlers come back rather than index it. A session that cannot be loaded
   * leaves the visitor anonymous for this page.
   */
  const sessionsOrAnonymous: RequestHandler = (req, res, next) =>
    options.sessions(req, res, (error?: unknown) => {
      if (error && isScreenRequest(req) && databaseFailureOf(error)) {
        options.availability?.failed(error);
        res.locals.degraded = true;
        return next();
      }
      next(error);
    });

  router.use(sessionsOrAnonymous, async (req, res, next) => {
    if (!isScreenRequest(req)) return next();
    let degraded = Boolean(res.locals.degraded);
    /** The result of `work`, or undefined when the database failed it (and nothing cached could stand in). */
    const attempt = async <T>(work: () => Promise<T> | T): Promise<T | undefined> => {
      try {
        return await work();
      } catch (error) {
        if (!databaseFailureOf(error)) throw error;
        options.availability?.failed(error);
        degraded = true;
        return undefined;
      }
    };
    const data = async <T>(read: () => Promise<CachedJson> | CachedJson) =>
      (await attempt(read))?.data as T | undefined;
    const queries: Bootstrap["queries"] = [];
    // Data the page could not get is left out, so that the browser asks for it itself.
    const seed = (key: Bootstrap["queries"][number][0], value: unknown) =>
      value !== undefined && queries.push([key, value]);
    const siteUrl = siteUrlOf(req);
    const user = req.user ?? null;
    const settingRows = await data<PublicSetting[]>(reads.settings);
    const settings = settingRows ?? [];
    seed(publicQueryKeys.currentUser, user);
    seed(publicQueryKeys.settings, settingRows);
    let meta: RouteMeta;
    let status = 200;
    const match = matchRoute(req.path);
    // Every public screen shows the header and footer menus.
    if (match.screen !== "cms") seed(publicQueryKeys.navigation, await data(reads.navigation));
    // Every public screen's footer lists the services, and the quote form offers them.
    const services = match.screen === "cms" ? undefined : await data<Service[]>(reads.services);
    if (match.screen !== "cms") seed(servicesQueryKey, services);
    switch (match.screen) {
      case "static":
        meta = staticMeta[match.key];
        if (match.key === "home") {
          seed(publicQueryKeys.logos, await data(reads.logos));
          seed(publicQueryKeys.testimonials, await data(reads.testimonials));
          seed(homeCardsQueryKey, await data(reads["home-cards"]));
        }
        if (match.key === "about") seed(publicQueryKeys.team, await data(reads.team));
        if (match.key === "faq") seed(faqQueryKey, await data(reads.faq));
        if (match.key === "standards") seed(standardsQueryKey, await data(reads.standards));
        break;
      case "service": {
        // Unknown while the database cannot be reached: the browser's own request will tell.
        const service = services?.find((s) => s.id === match.id);
        meta = service ? serviceMeta(service) : services ? screenMeta.serviceNotFound : screenMeta.pageError;
        if (services && !service) status = 404;
        break;
      }
      case "page": {
        let page = await data<Page | null>(() => reads.page(match.slug));
        // Administrators see drafts at their public address too.
        if (page === null && user?.isAdmin)
          page = await attempt(() => findPageBySlug(db, match.slug, { includeDrafts: true }));
        // Whether the page exists is not known: the browser's own request will tell.
        if (page === undefined) {
          meta = screenMeta.pageError;
          break;
        }
        seed(publicQueryKeys.pageBySlug(match.slug), page);
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
    if (degraded) {
      status = 503;
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      options.availability?.answered503();
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
