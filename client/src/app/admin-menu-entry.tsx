import { LayoutDashboard, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Tooltip } from "@/components/ui/tooltip";
import { adminNav, outsideNest } from "./admin-pages";

/** The floating 'Admin Menu' button and its 'Admin Controls' panel, shown to administrators on every page. */
export default function AdminMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closes on navigation, including browser back/forward: state adjusted while rendering, so the closed menu
  // is what the new page first shows (an effect would paint it open once more).
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setOpen(false);
  }

  // Closes on an outside click and on Escape (focus goes back to the button). The button comes first in the DOM
  // so that Tab moves from it into the open panel; flex-col-reverse shows the panel above it.
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
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="fixed right-4 bottom-4 z-40 flex flex-col-reverse items-end gap-3">
      {/* The label shows to the left, where it never covers the panel that opens above the button. */}
      <Tooltip content="Admin Menu" side="left">
        <button
          ref={buttonRef}
          type="button"
          aria-label="Admin Menu"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-offset-4"
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <LayoutDashboard aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </Tooltip>
      {open && (
        <nav
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
        >
          <h2 id={`${panelId}-title`} className="px-2 pb-2 text-sm font-semibold text-slate-900">
            Admin Controls
          </h2>
          <ul className="grid gap-1">
            {adminNav.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <Link
                  href={outsideNest(path)}
                  className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  <Icon aria-hidden="true" className="h-4 w-4 text-blue-700" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
