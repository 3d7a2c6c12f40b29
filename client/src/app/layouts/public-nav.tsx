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

// In the header between 1024 and 1279 px the links sit closer and a little smaller, so that brand, links and the
// two portal buttons fit on one line; more links than fit wrap onto a second line.
const HORIZONTAL_BELOW_XL = "max-xl:px-2 max-xl:text-sm";

const isCurrent = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

/** The site navigation links; the current section is marked for assistive technology and by sight. */
export function PublicNavLinks({ vertical = false }: { vertical?: boolean }) {
  const [location] = useLocation();
  const { header } = useNavigation();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex flex-wrap items-center justify-end gap-1 max-xl:gap-0"}>
      {header.map((item, index) => {
        const current = isCurrent(location, item.href);
        return (
          <li key={index}>
            <MenuLink
              link={item}
              current={current}
              className={`flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium whitespace-nowrap hover:bg-slate-100 hover:text-blue-800 ${
                current ? "bg-blue-50 text-blue-800 underline decoration-2 underline-offset-8" : "text-slate-800"
              } ${vertical ? "w-full" : HORIZONTAL_BELOW_XL}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
