// The rules of the editable menus (/admin/navigation and PUT /api/navigation): which addresses a link may lead
// to, and how many links and how long a text each menu allows. Shared by the admin screen and the API.
import { z } from "zod";
import { isHttpsAddress, isSitePath } from "./addresses";
import type { NavLink, NavigationMenus } from "./navigation-defaults";
import { cmsRoutes, fixedPublicRoutes, legalPageRoutes, legalPageSlugs, patternPublicRoutes } from "./paths";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

export * from "./navigation-defaults";

export const NAV_LABEL_MAX = 40;
export const NAV_HEADER_MAX = 8;
export const NAV_COLUMNS_MAX = 4;
export const NAV_COLUMN_LINKS_MAX = 10;
export const NAV_LEGAL_MAX = 8;
const HREF_MAX = 2_000;

/**
 * The screens of the route table a link may lead to, as the admin screen offers them: home, FAQ, the legal pages
 * at their short addresses, sign-in...
 */
export const fixedNavTargets: readonly NavLink[] = Object.values({
  ...fixedPublicRoutes,
  ...legalPageRoutes,
  ...cmsRoutes,
}).map((route) => ({ label: route.label, href: route.path }));
const fixedPaths = new Set(fixedNavTargets.map((target) => target.href));

const PAGE_PREFIX = patternPublicRoutes.contentPage.path.replace(":slug", "");
/** The short addresses that are content pages of the same slug, for whoever needs to know a page is linked. */
const PAGE_SCREENS = new Set<string>(legalPageSlugs);

/** A content page's address in a menu. */
export const pageHref = (slug: string) => `${PAGE_PREFIX}${slug}`;

/** The slug of the content page `href` leads to (`/page/{slug}`, or /privacy, /terms, /accessibility), if any. */
export function pageSlugOf(href: string): string | undefined {
  const path = href.split("#")[0]!;
  if (path.startsWith(PAGE_PREFIX)) return path.slice(PAGE_PREFIX.length);
  const screen = path.slice(1);
  return PAGE_SCREENS.has(screen) ? screen : undefined;
}

/**
 * A path of the site (a fixed screen of the route table or `/page/{slug}`, optionally with a `#section`) or an
 * https address. Nothing else: no javascript: or data: URLs, no plain http, no `//host` that leaves the site.
 */
export function isNavHref(href: string): boolean {
  if (/[\s\\]/.test(href)) return false;
  if (href.startsWith("https://")) return isHttpsAddress(href);
  if (!isSitePath(href)) return false;
  const [path = "", fragment, ...rest] = href.split("#");
  if (rest.length || (fragment !== undefined && !/^[A-Za-z0-9_-]{1,80}$/.test(fragment))) return false;
  if (fixedPaths.has(path)) return true;
  const slug = path.startsWith(PAGE_PREFIX) ? path.slice(PAGE_PREFIX.length) : "";
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

export const NAV_HREF_MESSAGE =
  "Link to a page of this site (such as /faq or /page/careers) or to an address starting with https://";

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(NAV_LABEL_MAX, `${what} must be at most ${NAV_LABEL_MAX} characters`);

const navLinkSchema = z.object({
  label: text("Link text"),
  href: z
    .string({ error: "Address is required" })
    .trim()
    .min(1, "Address is required")
    .max(HREF_MAX, "Address is too long")
    .refine(isNavHref, { message: NAV_HREF_MESSAGE }),
  // As loaded: the page the link was made for, so a page renamed while the menus were being edited keeps its link.
  pageId: z.number({ error: "pageId must be a page's id" }).int().positive().optional(),
});

const links = (max: number, where: string) =>
  z.array(navLinkSchema, { error: "A list of links is required" }).max(max, `${where} holds at most ${max} links`);

/**
 * PUT /api/navigation. `legal` may be left out (it then stays as it is); `updatedAt` is the version the editor
 * loaded (null: the defaults), and a save over a newer version is refused with 409.
 */
export const navigationSchema = z.object({
  header: links(NAV_HEADER_MAX, "The header"),
  footer: z
    .array(
      z.object({
        heading: text("Column heading"),
        links: links(NAV_COLUMN_LINKS_MAX, "A footer column"),
      }),
      { error: "A list of footer columns is required" },
    )
    .max(NAV_COLUMNS_MAX, `The footer holds at most ${NAV_COLUMNS_MAX} link columns`),
  legal: links(NAV_LEGAL_MAX, "The footer's bottom line").optional(),
  updatedAt: z.iso
    .datetime({ offset: true, error: "updatedAt must be a date and time such as 2025-01-31T12:00:00.000Z" })
    .nullable()
    .optional(),
});
export type NavigationInput = z.input<typeof navigationSchema>;

/** Every link of the menus, header first, then the footer's columns and its bottom line. */
export const allNavLinks = (menus: NavigationMenus): NavLink[] => [
  ...menus.header,
  ...menus.footer.flatMap((column) => column.links),
  ...menus.legal,
];
