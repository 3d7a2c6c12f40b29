import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
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

export type { Navigation };

export const STALE_NAVIGATION_MESSAGE = "The navigation was changed by someone else. Reload to see the latest version.";

const ROW_ID = 1;

/** The menus as stored, or the shipped ones while nothing is stored. */
export async function loadNavigation(db: Db): Promise<Navigation> {
  const [row] = await db.select().from(siteNavigation).where(eq(siteNavigation.id, ROW_ID));
  if (!row) return defaultNavigation();
  // A menu added to the shape after the row was saved shows its defaults.
  return { ...defaultNavigationMenus(), ...row.menus, updatedAt: row.updatedAt.toISOString() };
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

const CONTENT_PAGE_PREFIX = pageHref("");

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
  const shown = (links: NavLink[]) =>
    links.filter((link) => !link.href.startsWith(CONTENT_PAGE_PREFIX) || published.has(pageSlugOf(link.href)!));
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
    const menus: NavigationMenus = {
      header,
      footer,
      legal: legal ?? current?.menus.legal ?? defaultNavigationMenus().legal,
    };
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
    return { ...row.menus, updatedAt: row.updatedAt.toISOString() };
  });
}
