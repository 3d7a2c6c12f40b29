// The one question the site's menus answer for content pages: which page slugs do they link to? Page Management
// uses it to refuse changes that would break a footer link and to warn about the others.
import { navFor } from "@shared/paths";
import { matchRoute } from "@shared/route-match";
import type { Db } from "../../db/connection";

/** The slugs of the content pages these addresses show: /page/{slug} and /{slug}, the legal pages' among them. */
const pageSlugsOf = (hrefs: string[]) =>
  new Set(hrefs.map(matchRoute).flatMap((match) => (match.screen === "page" ? [match.slug] : [])));

/**
 * The page slugs the header and the footer link to. Both menus are fixed in the route table today: the header
 * links only to screens of the site, the footer's legal line to the legal pages (and the sign-in page).
 */
export async function menuLinkedSlugs(_db: Db): Promise<{ header: Set<string>; footer: Set<string> }> {
  return {
    header: pageSlugsOf(navFor("header").map((entry) => entry.path)),
    footer: pageSlugsOf(navFor("legal").map((entry) => entry.path)),
  };
}
