import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { NavLink } from "@shared/navigation-defaults";
import { HeaderLinkItems } from "./public-nav";

const FittedLinks = lazy(() => import("./header-fitted-links"));

interface PublicHeaderNavProps {
  links: NavLink[];
  /** The admin preview: the row as at 1280 px, whatever the width of the window it is shown in. */
  wide?: boolean;
  /** Told how many links the row shows, whenever that changes (the admin preview's summary). */
  onFit?: (shown: number) => void;
}

/**
 * The header's links on one row, in the room the brand and the portal buttons leave. The row is one link high and
 * hides what wraps past it, so the header is one row from the first paint, the server's first screen included.
 * Once the links do not all fit (now, or after the window narrows or the menu changes), the code that measures
 * them and puts the rest under More is loaded and takes over for good; until it has, the row stays as it was.
 */
export function PublicHeaderNav({ links, wide = false, onFit }: PublicHeaderNavProps) {
  const [location] = useLocation();
  const [crowded, setCrowded] = useState(false);
  const rowRef = useRef<HTMLUListElement>(null);
  const labels = links.map((link) => link.label).join("\n");

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (crowded || !row) return;
    onFit?.(links.length);
    // A link that does not fit has wrapped below the row, out of sight.
    const check = () => row.scrollHeight > row.clientHeight && setCrowded(true);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(row);
    // A web font arriving widens the links without resizing the row: look again once it has.
    const fonts = document.fonts as FontFaceSet | undefined;
    fonts?.addEventListener("loadingdone", check);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener("loadingdone", check);
    };
  }, [crowded, labels, links.length, onFit]);

  const place = wide ? "wide-row" : "row";
  const gap = wide ? "gap-x-1" : "gap-x-1 max-xl:gap-x-0";
  // The padding, taken back by the margins, leaves room for the focus outline.
  const rowClass = `-mx-1.5 -my-1.5 flex h-14 min-w-0 flex-wrap content-start justify-end gap-y-4 overflow-hidden px-1.5 py-1.5 ${gap}`;
  const row = (
    <ul ref={rowRef} className={rowClass}>
      <HeaderLinkItems links={links} location={location} place={place} />
    </ul>
  );
  return (
    <nav
      aria-label="Main"
      className={`relative min-w-0 flex-1 items-center justify-end ${gap} ${wide ? "flex" : "hidden lg:flex"}`}
    >
      {crowded ? (
        <Suspense fallback={row}>
          <FittedLinks links={links} place={place} rowClass={rowClass} gap={gap} onFit={onFit} />
        </Suspense>
      ) : (
        row
      )}
    </nav>
  );
}
