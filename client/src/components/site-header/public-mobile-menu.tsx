import { Menu, X } from "lucide-react";
import { ThemeChoice } from "@/components/theme-choice/theme-choice";
import { usePopupMenu } from "@/components/ui/use-popup-menu";
import { PublicExternalActions } from "./public-external-actions";
import { PublicNavLinks } from "./public-nav";

const PANEL_ID = "mobile-navigation";

/** Small screens: a button that toggles the nav; it closes on navigation, on Escape and on a click outside it. */
export function PublicMobileMenu() {
  const { open, setOpen, rootRef, toggleProps } = usePopupMenu();

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        {...toggleProps(PANEL_ID)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 font-medium text-slate-900 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
        Menu
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- its click handler only sees clicks bubbling up from its links, which the keyboard activates too */}
      <nav
        id={PANEL_ID}
        aria-label="Main"
        hidden={!open}
        // Choosing a link closes the menu even when it is the page already shown (no navigation happens).
        onClick={(event) => (event.target as Element).closest("a") && setOpen(false)}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <PublicNavLinks />
        <div className="mt-3 border-t border-slate-200 pt-3">
          <PublicExternalActions stacked />
        </div>
        <ThemeChoice withLabels className="mt-3 flex w-full" />
      </nav>
    </div>
  );
}
