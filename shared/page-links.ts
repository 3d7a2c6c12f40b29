// Which menus link to a content page, as the admin page answers tell the client, and the rule that follows: a legal
// page the footer links to cannot be deleted, unpublished or given another slug, since the footer's link would
// break. Server and Page Management read the same rule and words here.
import { legalPageSlugs } from "./paths";
import type { Page, Redirect } from "./schema";

export const MENU_PLACES = ["header", "footer"] as const;
export type MenuPlace = (typeof MENU_PLACES)[number];

/** A page as Page Management receives it: with the menus that link to it. */
export type PageWithLinks = Page & { linkedFrom: MenuPlace[] };

/**
 * What a page's save answers: the page with its menus, and the redirects the save made from its old addresses when
 * it moved a published page (none otherwise), which the administrator may undo.
 */
export type SavedPageAnswer = PageWithLinks & { redirects: Redirect[] };

/** The changes a footer link forbids. */
export type LockedChange = "delete" | "unpublish" | "slug";

const CHANGE_WORDS: Record<LockedChange, string> = {
  delete: "deleted",
  unpublish: "unpublished",
  slug: "given another slug",
};

/** Whether the footer's link keeps this page from being deleted, unpublished or moved. */
export const isFooterLocked = (page: { slug: string; linkedFrom: readonly MenuPlace[] }): boolean =>
  (legalPageSlugs as readonly string[]).includes(page.slug) && page.linkedFrom.includes("footer");

/** Why a footer-linked legal page refuses a change, for the 409 answer. */
export const footerLockMessage = (change: LockedChange): string =>
  `The footer links to this page, so it cannot be ${CHANGE_WORDS[change]}. Remove it from the footer menu first.`;

/** What Page Management shows before any change is tried. */
export const FOOTER_LOCK_NOTICE =
  "The footer links to this page, so it cannot be deleted, unpublished or given another slug. Remove it from the footer menu first.";
export const MENU_LINK_WARNING = "The menu links to this page; unpublishing or deleting it removes that link.";
