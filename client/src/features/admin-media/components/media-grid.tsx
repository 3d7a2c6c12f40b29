import { focalPosition, type MediaSummary } from "@shared/schema";
import { MediaBadges } from "./media-badges";
import { missesAlt, thumbnailAlt } from "./media-facts";

interface MediaGridProps {
  items: MediaSummary[];
  /** Names the list for screen readers: the order and the page. */
  label: string;
  onOpen: (item: MediaSummary) => void;
}

/**
 * The library as a grid of thumbnails (the small copies, never the originals), each cropped around its focal
 * point. The name is the button that opens the details; the whole card answers a click.
 */
export function MediaGrid({ items, label, onOpen }: MediaGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {items.map((item) => (
        <li
          key={item.id}
          className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-slate-400 has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-blue-700"
        >
          <img
            src={item.thumbnailUrl}
            alt={thumbnailAlt(item)}
            loading="lazy"
            decoding="async"
            width={320}
            height={240}
            className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
            style={{ objectPosition: focalPosition(item) }}
          />
          <div className="grid gap-2 p-3">
            <button
              type="button"
              onClick={() => onOpen(item)}
              // The badges, when there are any, are read after the name.
              aria-describedby={missesAlt(item) || item.usageCount === 0 ? `media-${item.id}-badges` : undefined}
              className="text-left text-sm font-medium break-words text-slate-900 after:absolute after:inset-0 focus-visible:outline-none"
            >
              {item.name}
            </button>
            <MediaBadges item={item} id={`media-${item.id}-badges`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
