import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  allNavLinks,
  defaultNavigation,
  defaultNavigationMenus,
  pageHref,
  pageSlugOf,
  type navigationSchema,
  type Navigation,
  type NavigationMenus,
  type NavLink,
} from "@shared/navigation";
import { pages, siteNavigation } from "@shared/tables";
import type { Db } from "../../db/connection";
import { conflict } from "../../http/errors";
import type { Tx } from "../versioned-update";

export type { Navigation };

export const STALE_NAVIGATION_MESSAGE = "The navigation was changed by someone else. Reload to see the latest version.";

const ROW_ID = 1;

const CONTENT_PAGE_PREFIX = pageHref("");

/** The `#section` part of an address, if any, which a link keeps when its page's address changes. */
function fragmentOf(href: string): string {
  const at = href.indexOf("#");
  return at < 0 ? "" : href.slice(at);
}

/** `menus` with `change` applied to every link of every menu. */
function mapLinks(menus: NavigationMenus, change: (link: NavLink) => NavLink): NavigationMenus {
  return {
    header: menus.header.map(change),
    footer: menus.footer.map((column) => ({ ...column, links: column.links.map(change) })),
    legal: menus.legal.map(change),
  };
}

/** The slug of each page among `ids`, by id. */
async function slugsOf(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: pages.id, slug: pages.slug }).from(pages).where(inArray(pages.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * The menus with each page link at its page's address now: a link is kept by its page, so renaming the page moves
 * the link with it. A link whose page was deleted keeps its last address, and no longer names a page.
 */
async function followPages(db: Db | Tx, menus: NavigationMenus): Promise<NavigationMenus> {
  const ids = [...new Set(allNavLinks(menus).flatMap((link) => (link.pageId === undefined ? [] : [link.pageId])))];
  const slugs = await slugsOf(db, ids);
  return mapLinks(menus, ({ pageId, ...link }) => {
    const slug = pageId === undefined ? undefined : slugs.get(pageId);
    return slug === undefined ? link : { ...link, href: pageHref(slug) + fragmentOf(link.href), pageId };
  });
}

/**
 * For a save: which page each `/page/{slug}` link is kept by. The page it names by `pageId` (the editor sends the
 * one it loaded the link with, and leaves it out once the address is edited), taking that page's address if it was
 * renamed meanwhile; otherwise the page its address names now. A link to no page (not made yet) is kept by its
 * address until it is saved again.
 */
async function pinPages(db: Db | Tx, menus: NavigationMenus): Promise<NavigationMenus> {
  const links = allNavLinks(menus).filter((link) => link.href.startsWith(CONTENT_PAGE_PREFIX));
  const named = links.flatMap((link) => (link.pageId === undefined ? [] : [link.pageId]));
  const addressed = links.map((link) => pageSlugOf(link.href)!);
  if (!links.length) return mapLinks(menus, ({ pageId: _, ...link }) => link);
  const rows = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(or(named.length ? inArray(pages.id, named) : undefined, inArray(pages.slug, addressed)));
  const byId = new Map(rows.map((row) => [row.id, row.slug]));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return mapLinks(menus, ({ pageId, ...link }) => {
    if (!link.href.startsWith(CONTENT_PAGE_PREFIX)) return link;
    const slug = pageId === undefined ? undefined : byId.get(pageId);
    if (slug !== undefined) return { ...link, href: pageHref(slug) + fragmentOf(link.href), pageId };
    const id = bySlug.get(pageSlugOf(link.href)!);
    return id === undefined ? link : { ...link, pageId: id };
  });
}

/** The menus as stored, or the shipped ones while nothing is stored. */
export async function loadNavigation(db: Db): Promise<Navigation> {
  const [row] = await db.select().from(siteNavigation).where(eq(siteNavigation.id, ROW_ID));
  if (!row) return defaultNavigation();
  // A menu added to the shape after the row was saved shows its defaults.
  const menus = await followPages(db, { ...defaultNavigationMenus(), ...row.menus });
  return { ...menus, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The slugs of the content pages each part of the menus links to: `/page/{slug}`, and /privacy, /terms and
 * /accessibility as the pages of those slugs. The footer's part covers its columns and its bottom line.
 */
export function linkedPageSlugs(nav: NavigationMenus): { header: Set<string>; footer: Set<string> } {
  const slugs = (links: NavLink[]) =>
    new Set(links.map((link) => pageSlugOf(link.href)).filter((slug): slug is string => slug !== undefined));
  return { header: slugs(nav.header), footer: slugs([...nav.footer.flatMap((c) => c.links), ...nav.legal]) };
}

/**
 * The menus visitors see: a link to a content page that is not published (a draft, or deleted since) is left
 * out, rather than leading to a 404; it comes back once the page is published again.
 */
export async function publicNavigation(db: Db): Promise<Navigation> {
  const nav = await loadNavigation(db);
  const { header, footer } = linkedPageSlugs(nav);
  const linked = [...header, ...footer];
  const published = new Set(
    linked.length
      ? (
          await db
            .select({ slug: pages.slug })
            .from(pages)
            .where(and(eq(pages.isPublished, true), inArray(pages.slug, linked)))
        ).map((row) => row.slug)
      : [],
  );
  // Visitors get each link's text and address: which page it is kept by is the editor's business.
  const shown = (links: NavLink[]) =>
    links
      .filter((link) => !link.href.startsWith(CONTENT_PAGE_PREFIX) || published.has(pageSlugOf(link.href)!))
      .map(({ label, href }) => ({ label, href }));
  return {
    ...nav,
    header: shown(nav.header),
    footer: nav.footer.map((column) => ({ ...column, links: shown(column.links) })),
    legal: shown(nav.legal),
  };
}

/** Forgets the stored menus: the shipped ones apply again. */
export async function resetNavigation(db: Db): Promise<Navigation> {
  await db.delete(siteNavigation).where(eq(siteNavigation.id, ROW_ID));
  return defaultNavigation();
}

/**
 * Stores the menus. With `updatedAt` (the version the editor loaded; null for the defaults) the save applies only
 * while that is still the stored version, otherwise 409. Left out, `legal` keeps what is stored.
 */
export async function saveNavigation(db: Db, input: z.output<typeof navigationSchema>): Promise<Navigation> {
  const { updatedAt: loaded, legal, header, footer } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteNavigation).where(eq(siteNavigation.id, ROW_ID)).for("update");
    const currentVersion = current ? current.updatedAt.getTime() : null;
    const loadedVersion = loaded == null ? null : new Date(loaded).getTime();
    if (loaded !== undefined && loadedVersion !== currentVersion) throw conflict(STALE_NAVIGATION_MESSAGE);
    const menus = await pinPages(tx, {
      header,
      footer,
      legal: legal ?? current?.menus.legal ?? defaultNavigationMenus().legal,
    });
    const column = siteNavigation.updatedAt;
    const [row] = await tx
      .insert(siteNavigation)
      .values({ id: ROW_ID, menus, updatedAt: sql`date_trunc('milliseconds', now())` })
      .onConflictDoUpdate({
        target: siteNavigation.id,
        // Always at least a millisecond after the previous version, so two quick saves differ.
        set: {
          menus,
          updatedAt: sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`,
        },
        // A row another save created since this one looked: an editor who loaded the defaults is stale.
        setWhere: loaded === undefined ? undefined : sql.raw(current ? "true" : "false"),
      })
      .returning();
    if (!row) throw conflict(STALE_NAVIGATION_MESSAGE);
    return { ...menus, updatedAt: row.updatedAt.toISOString() };
  });
}
