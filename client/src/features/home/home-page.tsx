import { lazy, Suspense, type ComponentType } from "react";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { Hero } from "./components/hero";

// Everything after the hero is a chunk of its own, so that the first download carries only the hero's code.
let BelowTheFold: ComponentType | undefined;
/**
 * Loads the part below the hero. The server's first screen and the app's first render (main.tsx) both wait for
 * it, so the whole home page is in the HTML the server sends and the app's first render replaces it as it is.
 */
export const preloadHome = () =>
  import("./components/below-the-fold").then((module) => {
    BelowTheFold = module.default;
  });
const LazyBelowTheFold = lazy(() => preloadHome().then(() => ({ default: BelowTheFold! })));

export function HomePage() {
  return (
    <>
      <PageHead meta={staticMeta.home} />
      <Hero />
      {BelowTheFold ? (
        <BelowTheFold />
      ) : (
        // Reached by a link before the chunk is in: a screen-high placeholder keeps the footer out of view
        // until the rest arrives, so nothing visible moves.
        <Suspense fallback={<div className="min-h-screen" />}>
          <LazyBelowTheFold />
        </Suspense>
      )}
    </>
  );
}
