import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

/**
 * The open state of a menu a button shows and hides. It closes on navigation (browser back and forward included),
 * on a click outside `rootRef` (the button and its panel), and on Escape, which gives focus back to `buttonRef`.
 * With `closeOnFocusOutside`, it also closes once the keyboard focus moves to anything outside `rootRef` (a small
 * panel that leaves the page usable around it; the phone's full-width menu stays open until the visitor closes it).
 */
export function usePopupMenu({ closeOnFocusOutside = false }: { closeOnFocusOutside?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // State adjusted while rendering, so the closed menu is what the new page first shows (an effect would paint it
  // open once more).
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    if (closeOnFocusOutside) document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, closeOnFocusOutside]);

  /** What the button that shows and hides the panel `panelId` carries: it says whether the panel is open. */
  const toggleProps = (panelId: string | undefined) => ({
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((value) => !value),
  });

  return { open, setOpen, rootRef, buttonRef, location, toggleProps };
}
