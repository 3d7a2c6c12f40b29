import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import type { NavLink } from "@shared/navigation-defaults";
import { linksThatFit } from "./header-fit";
import { HeaderMoreLinks, moreButtonClass, MoreFace } from "./header-more-links";
import { isCurrent, MenuLink, navLinkClass } from "./public-nav";

interface PublicHeaderNavProps {
  links: NavLink[];
  /** The admin preview: the row as at 1280 px, whatever the width of the window it is shown in. */
  wide?: boolean;
  /** Told how many links the row shows, whenever that changes (the admin preview's summary). */
  onFit?: (shown: number) => void;
}

/**
 * How many links fit, from what the ruler measured: each link's natural width and the More button's (the ruler's
 * last item), beside the room the nav has. Boxes are read as drawn, so a preview scaled down reads all of them
 * scaled alike; only the gap, a CSS length, is scaled by hand.
 */
function measureFit(nav: HTMLElement, ruler: HTMLElement) {
  const items = [...ruler.children].map((item) => item.getBoundingClientRect().width);
  const more = items.pop() ?? 0;
  const available = nav.getBoundingClientRect().width;
  const scale = nav.offsetWidth > 0 ? available / nav.offsetWidth : 1;
  const gap = (parseFloat(getComputedStyle(ruler).columnGap) || 0) * scale;
  return linksThatFit({ links: items, gap, more, available });
}

/**
 * The header's links on one row, and "More" for those it has no room for, in menu order. The nav takes the room
 * the brand and the portal buttons leave, whatever it holds, so showing fewer links never changes that room: no
 * loop between measuring and showing. Before the app runs (the server's first screen) every link is in the row,
 * which is one link high and hides what wraps past it, so the header is one row from the first paint.
 */
export function PublicHeaderNav({ links, wide = false, onFit }: PublicHeaderNavProps) {
  const [location] = useLocation();
  const [shown, setShown] = useState(links.length);
  const navRef = useRef<HTMLElement>(null);
  const rulerRef = useRef<HTMLUListElement>(null);
  const labels = links.map((link) => link.label).join("\n");

  // Measured before the first paint, then whenever the room changes (the window, the brand, the portal buttons) or
  // the links' own widths do (their words, a web font arriving, the smaller links below 1280 px). An update from the
  // observer is drawn in the same frame, so resizing never shows a row that does not fit.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const ruler = rulerRef.current;
    if (!nav || !ruler) return;
    // Hidden (below 1024 px, where the phone's menu takes over): nothing to measure until it shows again.
    const fit = () => (nav.offsetWidth > 0 ? measureFit(nav, ruler) : null);
    const first = fit();
    if (first !== null) setShown(first);
    const observer = new ResizeObserver(() => {
      const count = fit();
      if (count !== null) flushSync(() => setShown(count));
    });
    observer.observe(nav);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [labels]);

  const count = Math.min(shown, links.length);
  useLayoutEffect(() => onFit?.(count), [onFit, count]);

  const place = wide ? "wide-row" : "row";
  const gap = wide ? "gap-x-1" : "gap-x-1 max-xl:gap-x-0";
  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={`relative min-w-0 flex-1 items-center justify-end ${gap} ${wide ? "flex" : "hidden lg:flex"}`}
    >
      {/* One link high (the padding, taken back by the margins, leaves room for the focus outline): a link that
          does not fit wraps below, out of sight, until the app has measured and moved it under More. */}
      <ul
        className={`-mx-1.5 -my-1.5 flex h-14 min-w-0 flex-wrap content-start justify-end gap-y-4 overflow-hidden px-1.5 py-1.5 ${gap}`}
      >
        {links.slice(0, count).map((link, index) => {
          const current = isCurrent(location, link.href);
          return (
            <li key={index} className="shrink-0">
              <MenuLink link={link} current={current} className={navLinkClass(current, place)} />
            </li>
          );
        })}
      </ul>
      {count < links.length && <HeaderMoreLinks links={links.slice(count)} location={location} place={place} />}
      {/* The ruler: every link and the More button at their natural widths, out of sight and out of reach. */}
      <div aria-hidden="true" className="invisible absolute inset-0 overflow-hidden">
        <ul ref={rulerRef} className={`flex w-max ${gap}`}>
          {links.map((link, index) => (
            <li key={index} className={navLinkClass(false, place)}>
              {link.label}
            </li>
          ))}
          <li className={moreButtonClass(false, place)}>
            <MoreFace />
          </li>
        </ul>
      </div>
    </nav>
  );
}
