import type { ReactNode } from "react";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import { usePublicRouteFocus } from "./public-route-focus";
import { MAIN_ID, PublicSkipLink } from "./public-skip-link";

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
      <PublicFooter />
    </div>
  );
}
