import type { IncomingMessage, ServerResponse } from "node:http";
import { asc, eq } from "drizzle-orm";
import { Router, type RequestHandler } from "express";
import { collections, publicCollectionKeys, type CollectionKey } from "@shared/collections";
import type { Service } from "@shared/schema";
import { placeholderTexts } from "@shared/site-text-defaults";
import { pages } from "@shared/tables";
import { FALLBACK_TIME_ZONE } from "@shared/time-zone";
import type { Db } from "../db/connection";
import { JsonCache, type CachedAnswer } from "../http/json-cache";
import type { HeaderList } from "../http/security";
import { sendCached } from "../http/send-cached";
import { publicNavigation } from "./navigation/service";
import { findPageBySlug } from "./pages/service";
import { withMediaRefs } from "./public-media";
import { publicSettings } from "./settings/service";
import { sortableCollection, tableOf } from "./sortable-collection";
import { PUBLIC_LISTS, type ItemKind, type TakeDown } from "./take-downs";

/**
 * Browsers and proxies may keep these answers but must ask again each time; the ETag makes asking again cost a
 * 304 with no body. Nothing here depends on who asks, so shared caches may store them too.
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, no-cache";

/** The public reads: each public collection's whole list by its key (team, logos, ...), and the rest below. */
export interface PublicReads extends Record<CollectionKey, () => Promise<CachedAnswer> | CachedAnswer> {
  cache: JsonCache;
  settings(): Promise<CachedAnswer> | CachedAnswer;
  /** The header and footer menus, without links to pages that are not published. */
  navigation(): Promise<CachedAnswer> | CachedAnswer;
  /** One service, out of the cached list; its data is null when no service has this id. */
  service(id: string): Promise<CachedAnswer> | CachedAnswer;
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
/** The cache key of a per-item read's answer for one address. */
const itemKey = (prefix: string, address: string) => `${prefix}${address.slice(0, 200)}`;
const pageKey = (slug: string) => itemKey("page:", slug);

/**
 * Whether the cached answer under `key` shows what `takeDown` took out of public view: the list's own answer, or
 * the item's answer under any address of a per-item read of that list (`itemReads`, by key prefix) but the one
 * where it is still public.
 */
function shows(itemReads: ReadonlyMap<string, ItemKind>, takeDown: TakeDown, key: string, data: unknown): boolean {
  const { list, id, publicAt = null } = takeDown;
  if (key === list) return true;
  const prefix = key.slice(0, key.indexOf(":") + 1);
  if (prefix && itemReads.get(prefix) === list) {
    return (data as { id?: unknown } | null)?.id === id && (publicAt === null || key !== itemKey(prefix, publicAt));
  }
  if (list !== "pages") return false;
  // Answers made from the pages besides their own: the menus leave out links to unpublished pages (a copy from
  // before may still hold one), and the sitemap's list names each published page at its slug.
  if (key === "navigation") return true;
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
export function publicReads(
  db: Db,
  cache = new JsonCache(),
  siteTextDefaults = placeholderTexts,
  timeZoneDefault = FALLBACK_TIME_ZONE,
): PublicReads {
  // Each public collection's list, read from the database, its images with the library's words (the fields its
  // uploads go into); the cache keeps its answer under the collection's key.
  const loadList = (key: CollectionKey) => {
    const { list } = sortableCollection<object>(db, tableOf(collections[key]), "");
    const imageFields = (collections[key].uploads ?? []).map((upload) => upload.field);
    return imageFields.length ? async () => withMediaRefs(db, await list(), imageFields) : list;
  };
  const listLoaders = new Map(publicCollectionKeys.map((key) => [key, loadList(key)]));
  const lists = Object.fromEntries(
    publicCollectionKeys.map((key) => [key, () => cache.get(key, listLoaders.get(key)!)]),
  ) as Record<CollectionKey, () => Promise<CachedAnswer> | CachedAnswer>;
  const loaders = {
    settings: () => publicSettings(db, siteTextDefaults, timeZoneDefault),
    navigation: () => publicNavigation(db),
  };
  // Each per-item read is declared with the list its items belong to: a take-down of one item then drops every
  // copy of that item's answer, whatever address it was asked for by. Its answers carry the item's `id`.
  const itemReads = new Map<string, ItemKind>();
  const itemRead = (list: ItemKind, prefix: string, load: (address: string) => Promise<unknown>) => {
    itemReads.set(prefix, list);
    return (address: string) => cache.get(itemKey(prefix, address), () => load(address.slice(0, 200)));
  };
  const reads: PublicReads = {
    cache,
    ...lists,
    settings: () => cache.get("settings", loaders.settings),
    navigation: () => cache.get("navigation", loaders.navigation),
    // Read from the database rather than from the cached list: in an outage that list may be a stale copy, which
    // must not be kept as the service's current answer.
    service: itemRead("services", "service:", async (id) => {
      const all = (await listLoaders.get("services")!()) as Service[];
      return all.find((service) => service.id === id) ?? null;
    }),
    page: itemRead("pages", "page:", (slug) => findPageBySlug(db, slug)),
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
        takeDowns.length
          ? (key, data) => takeDowns.some((takeDown) => shows(itemReads, takeDown, key, data))
          : undefined,
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
