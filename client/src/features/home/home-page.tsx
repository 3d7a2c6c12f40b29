import { Suspense, type ComponentType } from "react";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { Hero } from "./components/hero";

/**
 * The home page: the hero, then `BelowTheFold` (components/below-the-fold.tsx, a chunk of its own so that the first
 * download carries only the hero's code), which the app loads as a lazy screen: the home route's preload loads it,
 * so the server's first screen and the app's first render (main.tsx) both hold the whole page.
 */
export function HomePage({ belowTheFold: BelowTheFold }: { belowTheFold: ComponentType }) {
  return (
    <>
      <PageHead meta={staticMeta.home} />
      <Hero />
      {/* Reached by a link before that chunk is in: a screen-high placeholder keeps the footer out of view until
            the rest arrives, so nothing visible moves. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
