import { LayoutDashboard, X } from "lucide-react";
import { useId } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { usePopupMenu } from "@/components/ui/use-popup-menu";
import { adminBase } from "@shared/paths";
import { AdminNavLinks } from "./admin-nav-links";
import { currentAdminEntry, outsideNest } from "./admin-screens";

/**
 * The round 'Admin Menu' button and its 'Admin Controls' panel, for administrators. It never covers content:
 * - on the public site it floats at the bottom right, and a strip in the footer's colour after the page gives the
 *   end of the page room to scroll clear of it;
 * - in the admin area it is hidden where the sidebar shows (from 768 px), and on narrower screens, where it is the
 *   admin area's menu, it sits in a bar of its own along the bottom edge, naming the current screen, and the admin
 *   layout leaves that bar's height free below the content.
 * Toasts stack above it (index.css).
 */
export default function AdminMenu() {
  // The button comes first in the DOM so that Tab moves from it into the open panel, which is drawn above it.
  const { open, rootRef, location, toggleProps } = usePopupMenu();
  const inAdmin = location === adminBase || location.startsWith(`${adminBase}/`);
  const current = currentAdminEntry(location);
  const panelId = useId();

  const menu = (
    <div ref={rootRef} className="relative shrink-0">
      {/* The label shows to the left, where it never covers the panel that opens above the button. */}
      <Tooltip content="Admin Menu" side="left">
        <button
          {...toggleProps(open ? panelId : undefined)}
          aria-label="Admin Menu"
          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-offset-4"
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
          // Fourteen links are taller than a phone held sideways: the panel scrolls rather than run off the screen.
          className="absolute right-0 bottom-full mb-3 max-h-[calc(100dvh-6rem)] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
        >
          <h2 id={`${panelId}-title`} className="px-2 pb-2 text-sm font-semibold text-slate-900">
            Admin Controls
          </h2>
          <AdminNavLinks
            current={current}
            href={outsideNest}
            className="grid gap-1"
            linkClassName="px-2"
            iconClassName={(active) => `h-4 w-4 ${active ? "" : "text-blue-700"}`}
          />
        </nav>
      )}
    </div>
  );

  if (inAdmin) {
    return (
      <div
        data-admin-menu="docked"
        className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_6px_rgb(0_0_0/0.06)] md:hidden"
      >
        <p className="min-w-0 truncate text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Admin Dashboard</span>
          {current && <span>: {current.label}</span>}
        </p>
        {menu}
      </div>
    );
  }
  return (
    <>
      <div aria-hidden="true" className="h-20 bg-slate-900" />
      <div data-admin-menu="floating" className="fixed right-4 bottom-4 z-40">
        {menu}
      </div>
    </>
  );
}
