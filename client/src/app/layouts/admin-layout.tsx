import { ExternalLink, LogOut } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { paths, withinAdmin } from "@shared/paths";
import type { PublicUser } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { useLogout } from "@/features/auth/api/logout";
import { useCmsName } from "@/lib/cms-name";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { adminNav, outsideNest } from "../admin-pages";

/** Header, 'Admin Dashboard' sidebar and the main area of every admin screen. */
export function AdminLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [location] = useLocation();
  const cmsName = useCmsName();
  const logout = useLogout();
  const navRef = useRef<HTMLElement>(null);
  // On narrow screens the sidebar is a horizontal strip: keep the current entry in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [location]);
  return (
    <div className="min-h-screen bg-slate-50">
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
            <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {logout.isPending ? <Spinner16 /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
              {logout.isPending ? "Logging out..." : "Sign Out"}
            </Button>
          </div>
        </div>
      </header>
      <div className="md:flex">
        <nav
          ref={navRef}
          aria-labelledby="admin-sidebar-title"
          className="border-b border-slate-200 bg-white md:min-h-[calc(100vh-3.5rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0"
        >
          <h2
            id="admin-sidebar-title"
            className="px-4 pt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase md:pt-5"
          >
            Admin Dashboard
          </h2>
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
            {adminNav.map(({ id, path: fullPath, label, icon: Icon }) => {
              // Inside the /admin nest, locations and links are relative to it.
              const path = withinAdmin(fullPath);
              const active = location === path || location.startsWith(`${path}/`);
              return (
                <li key={id} className="shrink-0">
                  <Link
                    href={path}
                    aria-current={active ? "page" : undefined}
                    className={`flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap ${
                      active ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-100"
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 pb-24 focus:outline-none sm:p-6 sm:pb-24 lg:p-8 lg:pb-24"
        >
          <AdminErrorBoundary key={location}>{children}</AdminErrorBoundary>
        </main>
      </div>
    </div>
  );
}
