import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorBoundary } from "@/components/ui/error-boundary";

/**
 * Catches a page that fails to render or whose lazy chunk fails to download (a flaky network, a deploy
 * in between), so the header and footer stay usable. Keyed by location in the site, so navigating resets it.
 */
export function PublicErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={fallback}>{children}</ErrorBoundary>;
}

const fallback = (
  <div className="mx-auto max-w-2xl px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-slate-900">Error</h1>
    <p className="mt-4 text-lg text-slate-700">Failed to load the page. Please try again later.</p>
    <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
      Reload the page
    </Button>
  </div>
);
