import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { navigationQuery } from "@/lib/queries";
import { defaultNavigation, type NavLink } from "@shared/navigation-defaults";

const SHIPPED = defaultNavigation();

/** The menus an administrator set at /admin/navigation; the shipped ones until the server has said. */
export const useNavigation = () => useQuery(navigationQuery).data ?? SHIPPED;

/** A menu link: a path of the site goes through the router, an https address is an ordinary link. */
export function MenuLink({ link, className, current }: { link: NavLink; className: string; current?: boolean }) {
  const props = { className, "aria-current": current ? ("page" as const) : undefined };
  return link.href.startsWith("/") ? (
    <Link href={link.href} {...props}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} {...props}>
      {link.label}
    </a>
  );
}

/** Where a link is shown: the header's row, the same row as at 1280 px whatever the window (the admin preview), or
 * a list of links one above the other (the phone's menu, the header's More). */
export type LinkPlace = "row" | "wide-row" | "list";

// In the header between 1024 and 1279 px the links sit closer and a little smaller, so that more of them fit beside
// the brand and the two portal buttons.
const PLACE: Record<LinkPlace, string> = { row: "max-xl:px-2 max-xl:text-sm", "wide-row": "", list: "w-full" };

/** The classes of a menu link in the header or a menu list; the current section's has a tint and an underline. */
export const navLinkClass = (current: boolean, place: LinkPlace) =>
  `flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium whitespace-nowrap hover:bg-slate-100 hover:text-blue-800 ${
    current ? "bg-blue-50 text-blue-800 underline decoration-2 underline-offset-8" : "text-slate-800"
  } ${PLACE[place]}`;

/** Whether `href` is the page shown, or the section it belongs to. */
export const isCurrent = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

/** Menu links one above the other; the current section is marked for assistive technology and by sight. */
export function NavLinkList({ links, location }: { links: NavLink[]; location: string }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((item, index) => {
        const current = isCurrent(location, item.href);
        return (
          <li key={index}>
            <MenuLink link={item} current={current} className={navLinkClass(current, "list")} />
          </li>
        );
      })}
    </ul>
  );
}

/** The site navigation links of the phone's menu. */
export function PublicNavLinks() {
  const [location] = useLocation();
  const { header } = useNavigation();
  return <NavLinkList links={header} location={location} />;
}

/** The header row's links as list items, in order, the current page's marked as such. */
export function HeaderLinkItems({ links, location, place }: { links: NavLink[]; location: string; place: LinkPlace }) {
  return links.map((link, index) => {
    const current = isCurrent(location, link.href);
    return (
      <li key={index} className="shrink-0">
        <MenuLink link={link} current={current} className={navLinkClass(current, place)} />
      </li>
    );
  });
}
