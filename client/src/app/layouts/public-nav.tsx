import { Link, useLocation } from "wouter";
import { navFor } from "@shared/paths";

/** The header's links: the routes the route table puts in the header. */
export const NAV_ITEMS = navFor("header");

// In the header between 1024 and 1279 px the links sit closer and a little smaller, so that brand, links and the
// two portal buttons fit on one line.
const HORIZONTAL_BELOW_XL = "max-xl:px-2 max-xl:text-sm";

const isCurrent = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

/** The site navigation links; the current section is marked for assistive technology and by sight. */
export function PublicNavLinks({ vertical = false }: { vertical?: boolean }) {
  const [location] = useLocation();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1 max-xl:gap-0"}>
      {NAV_ITEMS.map((item) => {
        const current = isCurrent(location, item.path);
        return (
          <li key={item.id}>
            <Link
              href={item.path}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium whitespace-nowrap hover:bg-slate-100 hover:text-blue-800 ${
                current ? "bg-blue-50 text-blue-800 underline decoration-2 underline-offset-8" : "text-slate-800"
              } ${vertical ? "w-full" : HORIZONTAL_BELOW_XL}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
