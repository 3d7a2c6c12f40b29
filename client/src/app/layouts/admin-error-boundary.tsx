import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ErrorBoundary } from "@/components/ui/error-boundary";

/**
 * Catches an admin screen that fails to render or whose lazy chunk fails to download, so the header and sidebar
 * stay usable and the failure is announced instead of leaving an empty main area. The layout keys it by location,
 * so moving to another screen tries again.
 */
export function AdminErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={fallback}>{children}</ErrorBoundary>;
}

const fallback = (
  <section
    role="alert"
    aria-labelledby="admin-error-title"
    className="max-w-2xl rounded-lg border border-red-200 bg-white p-6"
  >
    <h1 id="admin-error-title" className="text-2xl font-bold text-slate-900">
      Error
    </h1>
    <p className="mt-3 text-slate-700">Failed to load the page. Please try again later.</p>
    <div className="mt-6 flex flex-wrap gap-3">
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
      {/* The admin area's root opens its first screen. */}
      <Link
        href="/"
        className="inline-flex min-h-10 items-center rounded-md px-4 font-medium text-blue-800 hover:bg-blue-50"
      >
        Back to the dashboard
      </Link>
    </div>
  </section>
);
