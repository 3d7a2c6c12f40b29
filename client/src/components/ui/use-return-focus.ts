import { useLayoutEffect, useRef } from "react";

/**
 * Radix returns focus only to its own Trigger; our dialogs are opened by ordinary buttons (table rows, toolbars),
 * so this remembers what had focus when the dialog opened and puts focus back there when it closes. When that
 * element has gone (its row was deleted), focus goes to the main region instead of being lost. `returnTo`, when
 * given, decides instead (an editor's dialog hands focus back to the text it changed, whatever opened it).
 *
 * Focus goes back as soon as the dialog has closed, before the browser handles the next key: Radix would only do it
 * a timer later, and a key typed in between (the next word after 'Add link') would go to the page and be lost.
 * Radix's own call stays as the fallback for a dialog removed while open, whose effect never sees it close.
 */
export function useReturnFocus(open: boolean, returnTo?: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  const pending = useRef(false);

  const giveBack = () => {
    if (!pending.current) return;
    pending.current = false;
    const target = opener.current;
    opener.current = null;
    if (returnTo) returnTo();
    else if (target?.isConnected) target.focus();
    else document.getElementById("main-content")?.focus();
  };

  useLayoutEffect(() => {
    if (open) {
      pending.current = true;
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
    } else if (pending.current) {
      // After this commit has removed the dialog and its focus trap, still within the same task.
      queueMicrotask(giveBack);
    }
    // Runs when the dialog opens or closes only; giveBack reads refs and the current returnTo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (event: Event) => {
    event.preventDefault();
    giveBack();
  };
}
