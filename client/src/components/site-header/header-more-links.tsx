import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { usePopupMenu } from "@/components/ui/use-popup-menu";
import type { NavLink } from "@shared/navigation-defaults";
import { isCurrent, navLinkClass, NavLinkList, type LinkPlace } from "./public-nav";

/** What the More button shows: its word and a chevron (the header measures this face off screen too). */
export const MoreFace = ({ open = false }: { open?: boolean }) => (
  <>
    More
    <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 ${open ? "rotate-180" : ""}`} />
  </>
);

interface HeaderMoreLinksProps {
  /** The header links that do not fit on the row, in menu order. */
  links: NavLink[];
  /** The address shown, which marks the current link. */
  location: string;
  place: Exclude<LinkPlace, "list">;
}

/**
 * The header's "More": a disclosure button (not a menu) whose list holds the links the row has no room for. Enter or
 * Space toggles it; Escape closes it and gives the button focus back; a click or the focus outside closes it; Tab
 * goes through its links as through any others. When it holds the current page it is marked like a current link
 * (tint and underline), and says so to a screen reader too.
 */
export function HeaderMoreLinks({ links, location, place }: HeaderMoreLinksProps) {
  const { open, setOpen, rootRef, toggleProps } = usePopupMenu({ closeOnFocusOutside: true });
  const panelId = useId();
  const holdsCurrent = links.some((link) => isCurrent(location, link.href));
  return (
    <div ref={rootRef} className="relative shrink-0">
      <button {...toggleProps(panelId)} className={`${navLinkClass(holdsCurrent, place)} gap-1`}>
        <MoreFace open={open} />
        {holdsCurrent && <span className="sr-only"> (holds the current page)</span>}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- its click handler only sees clicks bubbling up from its links, which the keyboard activates too */}
      <div
        id={panelId}
        hidden={!open}
        // Choosing a link closes the list even when it is the page already shown (no navigation happens).
        onClick={(event) => (event.target as Element).closest("a") && setOpen(false)}
        className="absolute top-full right-0 z-50 mt-2 w-max max-w-[calc(100vw-2rem)] min-w-48 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <NavLinkList links={links} location={location} />
      </div>
    </div>
  );
}
