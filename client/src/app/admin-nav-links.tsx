import { Link } from "wouter";
import { useNewInquiryCount } from "@/features/admin-inquiries/api/get-inquiry-counts";
import type { AdminRouteId } from "@shared/admin-routes";
import { adminNav, type AdminNavEntry } from "./admin-screens";

/** What asks for attention beside an admin screen's link: a count, and what it counts in words ("3 new"). */
export interface NavBadge {
  count: number;
  words: string;
}

/**
 * The badges of the admin navigation, by screen: how many inquiries are new. A screen with nothing to count, or a
 * count of 0, has none. Both lists of the admin screens (the sidebar and the Admin Menu) call it once.
 */
export function useNavBadges(): Partial<Record<AdminRouteId, NavBadge>> {
  const newInquiries = useNewInquiryCount();
  return newInquiries > 0 ? { inquiries: { count: newInquiries, words: `${newInquiries} new` } } : {};
}

/**
 * A link's name with its badge: "Inquiries, 3 new". Given to the link as its name, so that it is read as one phrase
 * starting with the visible label, however a browser joins the label and the badge's text.
 */
export const nameWithBadge = (label: string, badge: NavBadge | undefined) =>
  badge ? `${label}, ${badge.words}` : undefined;

/** The count as it shows after the label; the link's name says it in words (nameWithBadge). */
export function NavBadgeCount({ badge }: { badge: NavBadge | undefined }) {
  if (!badge) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-none font-semibold text-white"
    >
      {badge.count}
    </span>
  );
}

interface AdminNavLinksProps {
  /** The entry of the screen shown, marked as the current page. */
  current: AdminNavEntry | undefined;
  /** A link's address from its screen's full path, as the router around the list expects it. */
  href: (path: string) => string;
  className: string;
  /** Classes every link has, beside the colours of the current and the other links. */
  linkClassName: string;
  iconClassName: (active: boolean) => string;
}

/** The admin screens as a list of links, each with its badge: the sidebar's, and the Admin Menu's panel. */
export function AdminNavLinks({ current, href, className, linkClassName, iconClassName }: AdminNavLinksProps) {
  const badges = useNavBadges();
  return (
    <ul className={className}>
      {adminNav.map(({ id, path, label, icon: Icon }) => {
        const active = current?.id === id;
        return (
          <li key={id}>
            <Link
              href={href(path)}
              aria-current={active ? "page" : undefined}
              aria-label={nameWithBadge(label, badges[id])}
              className={`flex min-h-10 items-center gap-2 rounded-md text-sm font-medium ${linkClassName} ${
                active ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-100"
              }`}
            >
              <Icon aria-hidden="true" className={iconClassName(active)} />
              {label}
              <NavBadgeCount badge={badges[id]} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
