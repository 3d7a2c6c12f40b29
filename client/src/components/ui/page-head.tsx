import { lazy, Suspense } from "react";
import type { RouteMeta } from "@shared/route-meta";

// The server already wrote the first screen's head, so the code that renders it again in the browser (for the
// next screens) is not needed to show the first one and loads on its own.
const PageHeadTags = lazy(() => import("./page-head-tags"));

/** A public screen's title, description, canonical address and sharing tags. */
export function PageHead({ meta }: { meta: RouteMeta }) {
  return (
    <Suspense fallback={null}>
      <PageHeadTags meta={meta} />
    </Suspense>
  );
}
