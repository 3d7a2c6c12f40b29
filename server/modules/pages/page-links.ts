// What the menus' links mean for the pages Page Management shows and changes: each admin answer says which menus
// link to the page, and a legal page the footer links to refuses to be deleted, unpublished or moved.
import {
  footerLockMessage,
  isFooterLocked,
  MENU_PLACES,
  type PageWithLinks,
  type LockedChange,
} from "@shared/page-links";
import type { Page } from "@shared/schema";
import type { Db } from "../../db/connection";
import { conflict } from "../../http/errors";
import { menuLinkedSlugs } from "./menu-links";

export type MenuLinks = Awaited<ReturnType<typeof menuLinkedSlugs>>;

const linkedFrom = (links: MenuLinks, slug: string) => MENU_PLACES.filter((place) => links[place].has(slug));

/** The pages (whole, or the list's summaries) with the menus that link to each. */
export async function withLinks<P extends Pick<Page, "slug">>(
  db: Db,
  rows: P[],
): Promise<Array<P & Pick<PageWithLinks, "linkedFrom">>> {
  const links = await menuLinkedSlugs(db);
  return rows.map((page) => ({ ...page, linkedFrom: linkedFrom(links, page.slug) }));
}

export const withLinksOne = async (db: Db, page: Page): Promise<PageWithLinks> => (await withLinks(db, [page]))[0]!;

const FIELD: Record<LockedChange, string | undefined> = { delete: undefined, unpublish: "isPublished", slug: "slug" };

/**
 * 409 with the reason when `next` (null: deleting) would delete, unpublish or move `page` while the footer links to
 * it. `links` is read before the write's transaction, as the menus are read through the pool.
 */
export function assertFooterAllows(
  links: MenuLinks,
  page: Page,
  next: Partial<Pick<Page, "slug" | "isPublished" | "unpublishAt">> | null,
) {
  if (!isFooterLocked({ slug: page.slug, linkedFrom: linkedFrom(links, page.slug) })) return;
  const change: LockedChange | undefined =
    next === null
      ? "delete"
      : next.slug !== undefined && next.slug !== page.slug
        ? "slug"
        : next.isPublished === false && page.isPublished
          ? "unpublish"
          : next.unpublishAt
            ? "unpublish"
            : undefined;
  if (!change) return;
  // A take-down time is refused on its own field: the page itself stays published.
  const field =
    change === "unpublish" && next?.unpublishAt && next.isPublished !== false ? "unpublishAt" : FIELD[change];
  throw conflict(footerLockMessage(change), field ? { [field]: [footerLockMessage(change)] } : undefined);
}
