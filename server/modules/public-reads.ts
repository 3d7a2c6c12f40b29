import type { IncomingMessage, ServerResponse } from "node:http";
import { asc, eq } from "drizzle-orm";
import { Router, type RequestHandler } from "express";
import type { Page, Service } from "@shared/schema";
import { placeholderTexts } from "@shared/site-text-defaults";
import {
  clientLogos,
  faqItems,
  homeServiceCards,
  pages,
  services,
  standardsRegions,
  teamMembers,
  testimonials,
} from "@shared/tables";
import type { Db } from "../db/connection";
import { JsonCache, type CachedAnswer } from "../http/json-cache";
import type { HeaderList } from "../http/security";
import { sendCached } from "../http/send-cached";
import { publicNavigation } from "./navigation/service";
import { findPageBySlug } from "./pages/service";
import { listEffectiveSettings } from "./settings/service";
import { sortableCollection } from "./sortable-collection";
import { PUBLIC_LISTS, type TakeDown } from "./take-downs";

/**
 * Browsers and proxies may keep these answers but must ask again each time; the ETag makes asking again cost a
 * 304 with no body. Nothing here depends on who asks, so shared caches may store them too.
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, no-cache";

export interface PublicReads {
  cache: JsonCache;
  settings(): Promise<CachedAnswer> | CachedAnswer;
  team(): Promise<CachedAnswer> | CachedAnswer;
  logos(): Promise<CachedAnswer> | CachedAnswer;
  testimonials(): Promise<CachedAnswer> | CachedAnswer;
  faq(): Promise<CachedAnswer> | CachedAnswer;
  /** The header and footer menus, without links to pages that are not published. */
  navigation(): Promise<CachedAnswer> | CachedAnswer;
  services(): Promise<CachedAnswer> | CachedAnswer;
  /** One service, out of the cached list; its data is null when no service has this id. */
  service(id: string): Promise<CachedAnswer> | CachedAnswer;
  "home-cards"(): Promise<CachedAnswer> | CachedAnswer;
  standards(): Promise<CachedAnswer> | CachedAnswer;
  /** The published page with this slug; its data is null when there is none. */
  page(slug: string): Promise<CachedAnswer> | CachedAnswer;
  /** Id, slug and last change of every published page, for the sitemap. */
  publishedPages(): Promise<CachedAnswer> | CachedAnswer;
  /**
   * After a write: clears the cache, whose answers stay as last good copies for an outage, except those showing what
   * `takeDowns` took out of public view; "all" keeps none (what was taken down is not known).
   */
  invalidate(takeDowns: readonly TakeDown[] | "all"): void;
  /**
   * Answers a GET whose answer is already in memory straight from Node's request, before Express runs at all,
   * with `headers` (the security headers) added. Returns the list it answered with ("page" for a page), or false
   * when Express should handle the request.
   */
  serveFromMemory(req: IncomingMessage, res: ServerResponse, headers: HeaderList): string | false;
}

// The lists an item can be deleted from, and the two that are edited as a whole.
const LISTS = ["settings", ...PUBLIC_LISTS, "navigation"] as const;
const PAGE_PREFIX = "/api/pages/slug/";
const pageKey = (slug: string) => `page:${slug.slice(0, 200)}`;

/** Whether the cached answer under `key` shows what `takeDown` took out of public view. */
function shows(takeDown: TakeDown, key: string, data: unknown): boolean {
  if ("list" in takeDown) return key === takeDown.list;
  const { page: id, publicAt } = takeDown;
  // The page's copies under any other address: the slug it left, or its own once unpublished or deleted.
  // The menus leave out links to unpublished pages: a copy from before may still hold one.
  if (key === "navigation") return true;
  if (key.startsWith("page:")) {
    return (data as Page | null)?.id === id && (publicAt === null || key !== pageKey(publicAt));
  }
  if (key === "published-pages") {
    return (data as { id: number; slug: string }[]).some((p) => p.id === id && p.slug !== publicAt);
  }
  return false;
}

/**
 * The public read path: every answer comes from the in-memory cache, without sessions or passport. Each module's
 * routes.ts registers its own public GETs (mounted before sessions) with `cachedRead`; the website's screens read
 * the same answers for their bootstrap data and first screen.
 */
export function publicReads(db: Db, cache = new JsonCache(), siteTextDefaults = placeholderTexts): PublicReads {
  const list = (table: Parameters<typeof sortableCollection>[1]) => sortableCollection(db, table, "").list;
  const loaders = {
    settings: () => listEffectiveSettings(db, siteTextDefaults),
    team: list(teamMembers),
    logos: list(clientLogos),
    testimonials: list(testimonials),
    faq: list(faqItems),
    navigation: () => publicNavigation(db),
    services: list(services),
    "home-cards": list(homeServiceCards),
    standards: list(standardsRegions),
  };
  const reads: PublicReads = {
    cache,
    settings: () => cache.get("settings", loaders.settings),
    team: () => cache.get("team", loaders.team),
    logos: () => cache.get("logos", loaders.logos),
    testimonials: () => cache.get("testimonials", loaders.testimonials),
    faq: () => cache.get("faq", loaders.faq),
    navigation: () => cache.get("navigation", loaders.navigation),
    services: () => cache.get("services", loaders.services),
    // Read from the database rather than from the cached list: in an outage that list may be a stale copy, which
    // must not be kept as the service's current answer.
    service: (id) =>
      cache.get(`service:${id.slice(0, 200)}`, async () => {
        const all = (await loaders.services()) as Service[];
        return all.find((service) => service.id === id) ?? null;
      }),
    "home-cards": () => cache.get("home-cards", loaders["home-cards"]),
    standards: () => cache.get("standards", loaders.standards),
    page: (slug) => cache.get(pageKey(slug), () => findPageBySlug(db, slug.slice(0, 200))),
    publishedPages: () =>
      cache.get("published-pages", () =>
        db
          .select({ id: pages.id, slug: pages.slug, updatedAt: pages.updatedAt })
          .from(pages)
          .where(eq(pages.isPublished, true))
          .orderBy(asc(pages.slug)),
      ),
    invalidate(takeDowns) {
      if (takeDowns === "all") return cache.invalidate(() => true);
      cache.invalidate(
        takeDowns.length ? (key, data) => takeDowns.some((takeDown) => shows(takeDown, key, data)) : undefined,
      );
    },
    serveFromMemory(req, res, headers) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      let key: string | undefined = listKeys.get(path);
      if (
        !key &&
        path.startsWith(PAGE_PREFIX) &&
        path.length > PAGE_PREFIX.length &&
        !path.includes("/", PAGE_PREFIX.length)
      ) {
        try {
          key = pageKey(decodeURIComponent(path.slice(PAGE_PREFIX.length)));
        } catch {
          return false;
        }
      }
      const entry = key ? cache.peek(key) : undefined;
      // Drafts and missing pages go through Express: an administrator may be previewing a draft.
      if (!entry || entry.data === null) return false;
      sendCached(req, res, entry, PUBLIC_READ_CACHE_CONTROL, headers);
      return key!.startsWith("page:") ? "page" : key!;
    },
  };
  const listKeys = new Map<string, string>(LISTS.map((name) => [`/api/${name}`, name]));

  return reads;
}

/** A module's public reads when they are its list alone: GET / answered from the read cache. */
export const listReadRoutes = (answer: () => Promise<CachedAnswer> | CachedAnswer): Router =>
  Router().get("/", cachedRead(answer));

/** A public GET answered from the read cache: ETag and 304, compressed once, public caching. */
export function cachedRead(answer: () => Promise<CachedAnswer> | CachedAnswer): RequestHandler {
  return async (req, res) => {
    sendCached(req, res, await answer(), PUBLIC_READ_CACHE_CONTROL);
  };
}
