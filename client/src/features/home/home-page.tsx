import { Suspense, type ComponentType } from "react";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";

/**
 * The home page: its head, then its sections (components/home-sections.tsx), which the app loads as a lazy screen so
 * that no other page downloads them. The home route's preload loads that chunk, so the server's first screen and the
 * app's first render (main.tsx) both hold the whole page.
 */
export function HomePage({ sections: Sections }: { sections: ComponentType }) {
  return (
    <>
      <PageHead meta={staticMeta.home} />
      {/* Reached by a link before that chunk is in: a screen-high placeholder keeps the footer out of view until
            the page arrives, so nothing visible moves. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Sections />
      </Suspense>
    </>
  );
}
