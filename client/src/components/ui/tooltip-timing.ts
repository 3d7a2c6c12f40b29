/** How long the pointer rests on a control before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 700;
/** After a tooltip closes, moving to the next control within this time shows its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
