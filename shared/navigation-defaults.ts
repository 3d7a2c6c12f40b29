// The site's menus as they ship: the header's links and the footer's link columns and legal line. Shown until an
// administrator saves other menus at /admin/navigation, and whenever the stored menus cannot be read. No
// dependencies besides the route table: the public bundle carries this file.
import { navFor, paths } from "./paths";

export interface NavLink {
  label: string;
  /** A path of the site (`/faq`, `/page/careers`, `/#faq`) or an https address. */
  href: string;
  /**
   * The content page a `/page/{slug}` link leads to. The link is kept by the page, not by its address: when the
   * page's slug changes, the link's `href` follows it.
   */
  pageId?: number;
}

export interface NavColumn {
  heading: string;
  links: NavLink[];
}

/** The editable menus. The footer's services, contact and other-projects blocks are not part of them. */
export interface NavigationMenus {
  header: NavLink[];
  /** The footer's link columns, after the generated Services column. */
  footer: NavColumn[];
  /** The line of links at the very bottom of the footer (legal pages, staff sign-in). */
  legal: NavLink[];
}

/** The menus as served: `updatedAt` is the stored version an edit must name, null while the defaults apply. */
export interface Navigation extends NavigationMenus {
  updatedAt: string | null;
}

const linksOf = (place: "header" | "legal"): NavLink[] =>
  navFor(place).map(({ path, label }) => ({ label, href: path }));

export const defaultNavigationMenus = (): NavigationMenus => ({
  header: linksOf("header"),
  footer: [
    {
      // Sections of the home page, not routes of their own.
      heading: "Resources",
      links: [
        { href: `${paths.home}#standards`, label: "Accessibility Standards" },
        { href: `${paths.home}#wcag-explorer`, label: "WCAG Explorer" },
        { href: `${paths.home}#faq`, label: "FAQ" },
        { href: `${paths.home}#about`, label: "About Us" },
      ],
    },
  ],
  legal: linksOf("legal"),
});

export const defaultNavigation = (): Navigation => ({ ...defaultNavigationMenus(), updatedAt: null });
