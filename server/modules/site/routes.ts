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
import { contentPageMeta } from "@shared/content-page-meta";
import { buildHead, DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE, type HeadContext } from "@shared/head-tags";
import { indexablePaths, matchRoute, redirectFor, serviceMeta } from "@shared/route-match";
import { screenMeta, staticMeta, type RouteMeta } from "@shared/route-meta";
import type { Page, PublicSetting, Service } from "@shared/schema";
import { databaseFailureOf, type DatabaseAvailability } from "../../db/availability";
import type { Db } from "../../db/connection";
import { canUseCms } from "../../http/auth";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../http/errors";
import type { FirstScreenSource } from "../../http/first-screen";
import type { CachedAnswer, Rendered } from "../../http/json-cache";
import { sendCached } from "../../http/send-cached";
import { DRAFT_CACHE_CONTROL } from "../pages/routes";
import { findPageBySlug } from "../pages/service";
import type { PublicReads } from "../public-reads";
import { renderDocument } from "./html";
import { HTML_TYPE, PAGE_CACHE_CONTROL, type PageCache } from "./page-cache";
import { robotsTxt } from "./robots";
import { renderSitemap } from "./sitemap";

/** The built index.html (or, in development, Vite's), read fresh when it changes. */
export type TemplateSource = (url: string) => Promise<string>;

export interface SiteOptions {
  db: Db;
  reads: PublicReads;
  /** The canonical address from the configuration; without one, the address the request came to. */
  publicSiteUrl?: string;
  template: TemplateSource;
  /** The HTML of a public page's first screen (built sites only), written into the page the app replaces. */
  firstScreen?: FirstScreenSource;
  /** Loads the signed-in user (sessions and passport) for the page requests that carry a session cookie. */
  sessions: RequestHandler;
  /** Told about database failures met while rendering a page, so that outages are logged and counted. */
  availability?: DatabaseAvailability;
  /** Where the pages of visitors without a session are kept; without it every page is rendered per request. */
  pages?: PageCache;
  /** The addresses redirect rules send elsewhere, which the sitemap leaves out. */
  redirectedPaths?: () => Promise<ReadonlySet<string>>;
  /** Told the path of each page answered "not found", for the list of addresses visitors miss. */
  onNotFound?: (path: string) => void;
}

/** Every GET outside /api and /uploads is a screen of the single-page app. */
const isScreenRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !/^\/(api|uploads)(\/|$)/.test(req.path);

const settingValue = (rows: PublicSetting[], key: string) =>
  rows.find((r) => r.settingKey === key)?.settingValue || undefined;

const XML_TYPE = "application/xml; charset=utf-8";
/** Anyone may keep the sitemap, and asks again each time (a 304 while its ETag matches). */
const SITEMAP_CACHE_CONTROL = "public, no-cache";

/** robots.txt, sitemap.xml, and every screen's HTML with its head, HTTP status and first data already in it. */
export function siteRoutes(options: SiteOptions): Router {
  const { db, reads } = options;
  const router = Router();
  const siteUrlOf = (req: Request) => options.publicSiteUrl ?? `${req.protocol}://${req.get("host")}`;

  router.get("/robots.txt", robotsTxt(siteUrlOf));

  // Kept with the visitors' pages, and answered from memory like them: made from the read cache's lists, the
  // same writes clear it, and a sitemap made from an outage's last good copies serves only its own request.
  router.get("/sitemap.xml", async (req, res) => {
    const siteUrl = siteUrlOf(req);
    const render = async (): Promise<Rendered> => {
      const staleBefore = reads.cache.staleServed;
      const published = (await reads.publishedPages()).data as { slug: string; updatedAt: Date | string }[];
      const services = (await reads.services()).data as Service[];
      return {
        body: renderSitemap(siteUrl, indexablePaths(services), published, await options.redirectedPaths?.()),
        status: 200,
        type: XML_TYPE,
        cacheControl: SITEMAP_CACHE_CONTROL,
        keep: reads.cache.staleServed === staleBefore,
      };
    };
    const key = options.pages?.keyFor(req, req.path, siteUrl);
    if (key) return sendCached(req, res, await reads.cache.getRendered(key, render), SITEMAP_CACHE_CONTROL);
    const { body } = await render();
    res.type(XML_TYPE).setHeader("Cache-Control", SITEMAP_CACHE_CONTROL).send(body);
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

  /**
   * The page of one screen for `user` (null: a visitor) from `template`, with its status; `degraded` when some of
   * its data could not be read (it is then answered 503).
   */
  const render = async (req: Request, template: string, user: Express.User | null, degradedSession: boolean) => {
    let degraded = degradedSession;
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
    const data = async <T>(read: () => Promise<CachedAnswer> | CachedAnswer) =>
      (await attempt(read))?.data as T | undefined;
    const queries: Bootstrap["queries"] = [];
    // Data the page could not get is left out, so that the browser asks for it itself.
    const seed = (key: Bootstrap["queries"][number][0], value: unknown) =>
      value !== undefined && queries.push([key, value]);
    const siteUrl = siteUrlOf(req);
    const settingRows = await data<PublicSetting[]>(reads.settings);
    const settings = settingRows ?? [];
    seed(publicQueryKeys.currentUser, user);
    seed(publicQueryKeys.settings, settingRows);
    let meta: RouteMeta;
    let status = 200;
    // An administrator's preview of a page visitors cannot see: not kept by the browser either.
    let draft = false;
    const match = matchRoute(req.path);
    // Every public screen, and the sign-in page (which sits in the public frame), shows the header and footer
    // menus, and the footer lists the services (the quote form offers them too). The admin area shows neither.
    const framed = match.screen !== "cms" || match.key === "auth";
    if (framed) seed(publicQueryKeys.navigation, await data(reads.navigation));
    const services = framed ? await data<Service[]>(reads.services) : undefined;
    if (framed) seed(servicesQueryKey, services);
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
        if (page === null && canUseCms(user))
          page = await attempt(() => findPageBySlug(db, match.slug, { includeDrafts: true }));
        // Whether the page exists is not known: the browser's own request will tell.
        if (page === undefined) {
          meta = screenMeta.pageError;
          break;
        }
        seed(publicQueryKeys.pageBySlug(match.slug), page);
        draft = page?.isPublished === false;
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
    if (degraded) status = 503;
    const companyName = settingValue(settings, "companyName") ?? DEFAULT_COMPANY_NAME;
    const context: HeadContext = {
      siteUrl,
      companyName: match.screen === "cms" ? cmsName(companyName) : companyName,
      companyTagline: settingValue(settings, "companyTagline") ?? DEFAULT_COMPANY_TAGLINE,
      companyLogo: settingValue(settings, "companyLogo"),
    };
    const bootstrap = { siteUrl, queries };
    // A public screen comes with its first screen as HTML; the sign-in page and the admin area are the app's alone.
    const firstScreen = match.screen === "cms" ? undefined : await options.firstScreen?.(req.originalUrl, bootstrap);
    const html = renderDocument(template, buildHead(meta, context), bootstrap, firstScreen);
    return { html, status, degraded, draft };
  };

  router.use(sessionsOrAnonymous, async (req, res, next) => {
    if (!isScreenRequest(req)) return next();
    const template = await options.template(req.originalUrl);
    const countIfUnavailable = (status: number) => {
      if (status !== 503) return;
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      options.availability?.answered503();
    };
    // A visitor without a session gets the page every such visitor gets: rendered once, kept until the next write.
    // A page made while the database failed, or from copies a write made stale, serves only the requests that
    // were waiting for it.
    const key = options.pages?.keyFor(req, req.path, siteUrlOf(req));
    if (key) {
      const entry = await reads.cache.getRendered(key, async () => {
        const staleBefore = reads.cache.staleServed;
        const { html, status, degraded } = await render(req, template, null, false);
        const keep = !degraded && reads.cache.staleServed === staleBefore;
        return { body: html, status, type: HTML_TYPE, keep };
      });
      countIfUnavailable(entry.status ?? 200);
      if (entry.status === 404) options.onNotFound?.(req.path);
      return sendCached(req, res, entry, PAGE_CACHE_CONTROL);
    }
    const { html, status, draft } = await render(req, template, req.user ?? null, Boolean(res.locals.degraded));
    countIfUnavailable(status);
    if (status === 404) options.onNotFound?.(req.path);
    // The page may name who is signed in, so it is never shared between visitors.
    res.status(status).setHeader("Cache-Control", draft ? DRAFT_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    res.type("html").send(html);
  });
  return router;
}
