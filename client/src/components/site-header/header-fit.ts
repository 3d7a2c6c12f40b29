// How many of the header's links fit on its one row, and which go under "More". Pure arithmetic on widths the
// header measured, so it is the same for the public header and the preview on the admin Navigation screen.

export interface HeaderWidths {
  /** Each link's natural width, in menu order. */
  links: readonly number[];
  /** The space between two neighbours in the row (links, and the last link and the More button). */
  gap: number;
  /** The More button's width. */
  more: number;
  /** The width the row may take beside the brand and the header's other buttons. */
  available: number;
}

/**
 * Rounding in the browser's layout can make a row that adds up exactly wider by a fraction of a pixel, and a link
 * pushed off the row would be neither seen nor under More: a row fits only with this much to spare.
 */
const SLACK = 1;

/** The width the first `count` links take side by side. */
const rowWidth = (links: readonly number[], count: number, gap: number) =>
  links.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);

/**
 * How many links, from the start of the menu, show in the row: all of them when they fit; else as many as fit
 * beside the More button, which holds the rest in the same order (none, when even the first does not fit).
 */
export function linksThatFit({ links, gap, more, available }: HeaderWidths): number {
  const room = available - SLACK;
  if (links.length === 0 || rowWidth(links, links.length, gap) <= room) return links.length;
  let count = links.length - 1;
  while (count > 0 && rowWidth(links, count, gap) + gap + more > room) count--;
  return count;
}
