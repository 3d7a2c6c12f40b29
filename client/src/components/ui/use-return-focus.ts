import { useLayoutEffect, useRef } from "react";

/**
 * Radix returns focus only to its own Trigger; our dialogs are opened by ordinary buttons (table rows, toolbars),
 * so this remembers what had focus when the dialog opened and puts focus back there when it closes. When that
 * element has gone (its row was deleted), focus goes to the main region instead of being lost. `returnTo`, when
 * given, decides instead (an editor's dialog hands focus back to the text it changed, whatever opened it).
 */
export function useReturnFocus(open: boolean, returnTo?: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (returnTo) returnTo();
    else if (target?.isConnected) target.focus();
    else document.getElementById("main-content")?.focus();
  };
}
