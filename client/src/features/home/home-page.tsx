import { lazy, Suspense } from "react";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { Hero } from "./components/hero";

const BelowTheFold = lazy(() => import("./components/below-the-fold"));

export function HomePage() {
  return (
    <>
      <PageHead meta={staticMeta.home} />
      <Hero />
      {/* A screen-high placeholder keeps the footer out of view until the rest arrives, so nothing visible moves. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
