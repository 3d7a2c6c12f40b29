// The header's links fitted to its row, with "More" for the rest: loaded only once the row has more links than
// room (public-header-nav.tsx), so the pages whose links fit do not download it.
import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import type { NavLink } from "@shared/navigation-defaults";
import { linksThatFit } from "./header-fit";
import { HeaderMoreLinks, MoreFace } from "./header-more-links";
import { HeaderLinkItems, navLinkClass, type LinkPlace } from "./public-nav";

export interface FittedLinksProps {
  links: NavLink[];
  place: Exclude<LinkPlace, "list">;
  /** The classes of the row (public-header-nav.tsx), which the ruler's gaps copy. */
  rowClass: string;
  gap: string;
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
  const scale = available / nav.offsetWidth;
  const gap = (parseFloat(getComputedStyle(ruler).columnGap) || 0) * scale;
  return linksThatFit({ links: items, gap, more, available });
}

/**
 * The links that fit, in menu order, and More with the rest. The nav takes the room the brand and the portal
 * buttons leave whatever it holds, so showing fewer links never changes that room: no loop between measuring and
 * showing.
 */
export default function FittedLinks({ links, place, rowClass, gap, onFit }: FittedLinksProps) {
  const [location] = useLocation();
  const [shown, setShown] = useState(links.length);
  const rulerRef = useRef<HTMLUListElement>(null);
  const labels = links.map((link) => link.label).join("\n");

  // Measured before the first paint, then whenever the room changes (the window, the brand, the portal buttons) or
  // the links' own widths do (their words, a web font arriving, the smaller links below 1280 px). An update from the
  // observer is drawn in the same frame, so resizing never shows a row that does not fit.
  useLayoutEffect(() => {
    // The nav around the links: the room they have, whatever they hold.
    const ruler = rulerRef.current;
    const nav = ruler?.closest("nav");
    if (!ruler || !nav) return;
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

  return (
    <>
      <ul className={rowClass}>
        <HeaderLinkItems links={links.slice(0, count)} location={location} place={place} />
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
          <li className={`${navLinkClass(false, place)} gap-1`}>
            <MoreFace />
          </li>
        </ul>
      </div>
    </>
  );
}
