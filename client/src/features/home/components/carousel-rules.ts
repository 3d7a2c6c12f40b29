// The logo carousel moves only with more than 5 logos, every 30 ms by a base step of 0.4 px,
// and loops. WCAG 2.2.2 and 2.3.3 add: never under prefers-reduced-motion, and a person can pause it.
export const AUTO_SCROLL_ABOVE = 5;
export const SCROLL_INTERVAL_MS = 30;
export const SCROLL_STEP_PX = 0.4;

export const shouldAutoScroll = (logoCount: number, prefersReducedMotion: boolean) =>
  logoCount > AUTO_SCROLL_ABOVE && !prefersReducedMotion;

/** The next offset of the track; past one full copy of the logos it wraps to the start (the loop). */
export function nextOffset(offset: number, loopWidth: number, step = SCROLL_STEP_PX): number {
  const next = offset + step;
  return loopWidth > 0 && next >= loopWidth ? next - loopWidth : next;
}
