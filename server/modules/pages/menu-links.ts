// The one question the site's menus answer for content pages: which page slugs do they link to? Page Management
// uses it to refuse changes that would break a footer link to a legal page and to warn about the others.
import type { Db } from "../../db/connection";
import { linkedPageSlugs, loadNavigation } from "../navigation/service";

/**
 * The page slugs the header and the footer (its link columns and its bottom line) link to, as the menus are
 * stored now, or as they ship while nothing is stored.
 */
export async function menuLinkedSlugs(db: Db): Promise<{ header: Set<string>; footer: Set<string> }> {
  return linkedPageSlugs(await loadNavigation(db));
}
