import type { MediaSummary } from "@shared/schema";
import { missesAlt } from "./media-facts";

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

interface MediaBadgesProps {
  item: MediaSummary;
  id?: string;
  /** False where a column of its own says how many places use the image (the table). */
  showUnused?: boolean;
}

/** "No alt text" and "Unused", where they apply: what needs work, at a glance. */
export function MediaBadges({ item, id, showUnused = true }: MediaBadgesProps) {
  const noAlt = missesAlt(item);
  const unused = showUnused && item.usageCount === 0;
  if (!noAlt && !unused) return null;
  return (
    <span id={id} className="flex flex-wrap gap-1">
      {noAlt && <span className={`${badge} bg-amber-100 text-amber-900`}>No alt text</span>}
      {unused && <span className={`${badge} bg-slate-200 text-slate-800`}>Unused</span>}
    </span>
  );
}
