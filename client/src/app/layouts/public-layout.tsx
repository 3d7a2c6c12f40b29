import { lazy, Suspense, type ReactNode } from "react";
import { PublicHeader } from "./public-header";
import { usePublicRouteFocus } from "./public-route-focus";
import { MAIN_ID, PublicSkipLink } from "./public-skip-link";

// The footer is below the fold on every page: its code (and its icons) loads after the first screen's.
const PublicFooter = lazy(() => import("./public-footer").then((m) => ({ default: m.PublicFooter })));

/** Skip link, sticky header, the page in <main>, and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  usePublicRouteFocus();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicSkipLink />
      <PublicHeader />
      <main id={MAIN_ID} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
