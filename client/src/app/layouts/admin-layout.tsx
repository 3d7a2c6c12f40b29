import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Helmet } from "react-helmet-async";
import { Link, useLocation } from "wouter";
import { ThemeChoice } from "@/components/theme-choice/theme-choice";
import { BackupAlert } from "@/features/admin-backups/components/backup-alert";
import { useCmsName } from "@/lib/cms-name";
import { adminBase, paths } from "@shared/paths";
import type { PublicUser } from "@shared/schema";
import { AdminNavLinks } from "../admin-nav-links";
import { adminScreenHref, currentAdminEntry, outsideNest } from "../admin-screens";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { SignOutButton } from "./sign-out-button";

/**
 * Header, 'Admin Dashboard' sidebar and the main area of every admin screen. Below 768 px the sidebar gives way to
 * the Admin Menu in a bar along the bottom edge (admin-menu-entry.tsx): the main area's bottom padding keeps the
 * end of every screen clear of that bar.
 */
export function AdminLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [location] = useLocation();
  const cmsName = useCmsName();
  // Inside the /admin nest, locations and links are relative to it.
  const current = currentAdminEntry(`${adminBase}${location}`);
  return (
    <div className="min-h-screen bg-slate-50">
      {/* While a screen's code loads the document still has a title, naming the screen; the screen's own replaces it. */}
      <Helmet defaultTitle={current ? `${current.label} | ${cmsName}` : cmsName} />
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-medium text-blue-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
          <p className="font-bold text-slate-900">{cmsName}</p>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-slate-600 sm:inline">Signed in as {user.username}</span>
            <Link
              href={outsideNest(paths.home)}
              className="inline-flex min-h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-blue-800 hover:bg-blue-50"
            >
              View Website
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Link>
            <ThemeChoice />
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="md:flex">
        <nav
          aria-labelledby="admin-sidebar-title"
          className="hidden border-r border-slate-200 bg-white md:block md:min-h-[calc(100vh-3.5rem)] md:w-60 md:shrink-0"
        >
          <h2
            id="admin-sidebar-title"
            className="px-4 pt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            Admin Dashboard
          </h2>
          <AdminNavLinks
            current={current}
            href={adminScreenHref}
            className="flex flex-col gap-1 p-2"
            linkClassName="px-3 whitespace-nowrap"
            iconClassName={() => "h-4 w-4"}
          />
        </nav>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 pb-24 focus:outline-none sm:p-6 sm:pb-24 md:pb-6 lg:p-8"
        >
          <BackupAlert />
          <AdminErrorBoundary key={location}>{children}</AdminErrorBoundary>
        </main>
      </div>
    </div>
  );
}
