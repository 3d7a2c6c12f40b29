import { useLayoutEffect, useRef, useState } from "react";
import { PublicHeaderRow } from "@/components/site-header/public-header-row";
import { pageHref, pageSlugOf, type NavLink } from "@shared/navigation";

/** The window width the preview shows the header at: a common laptop's. */
export const PREVIEW_WIDTH = 1280;

/** The links the site would show: those with a text, and no link to a page that is not published. */
export function linksShown(links: readonly NavLink[], publishedSlugs: ReadonlySet<string> | undefined) {
  return links.filter((link) => {
    if (!link.label.trim()) return false;
    const slug = link.href.startsWith(pageHref("")) ? pageSlugOf(link.href) : undefined;
    return slug === undefined || publishedSlugs === undefined || publishedSlugs.has(slug);
  });
}

/** What the preview shows, in words: how many links are in the row, and which go under More. */
export function fitSummary(links: readonly NavLink[], shown: number) {
  const at = `At ${PREVIEW_WIDTH} px wide`;
  if (links.length === 0) return `${at}, the header shows no links.`;
  if (shown >= links.length)
    return `${at}, ${links.length === 1 ? "the link shows" : `all ${links.length} links show`} in the header.`;
  const under = links.slice(shown).map((link) => link.label.trim());
  const row = shown === 1 ? "1 link shows" : `${shown} links show`;
  return `${at}, ${row} in the header and ${under.length} ${under.length === 1 ? "goes" : "go"} under More: ${under.join(", ")}.`;
}

/**
 * The header's row with the links being edited, as a 1280 px window shows it, scaled down to the card: the real
 * header, measured the same way, so what it puts under More is what the site will. The picture is hidden from
 * assistive technology and cannot be used; the sentence above it says the same in words.
 */
export function HeaderPreview({ links }: { links: NavLink[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(links.length);
  const [size, setSize] = useState({ scale: 1, height: 0 });

  // The scale that fits 1280 px into the card, and the scaled row's height, kept as the card changes width.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const row = rowRef.current;
    if (!box || !row) return;
    const fit = () => {
      const scale = Math.min(1, box.clientWidth / PREVIEW_WIDTH);
      setSize({ scale, height: Math.ceil(row.offsetHeight * scale) });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-slate-900">How the header looks</h3>
      <p className="text-sm text-slate-700">{fitSummary(links, Math.min(shown, links.length))}</p>
      <div
        ref={boxRef}
        className="overflow-hidden rounded-md border border-slate-200 bg-white"
        style={{ height: size.height || undefined }}
      >
        <div
          ref={rowRef}
          inert
          aria-hidden="true"
          className="origin-top-left"
          style={{ width: PREVIEW_WIDTH, transform: `scale(${size.scale})` }}
        >
          <PublicHeaderRow links={links} preview onFit={setShown} />
        </div>
      </div>
    </div>
  );
}
