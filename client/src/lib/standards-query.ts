import type { StandardsRegion } from "@shared/schema";
import { getJson } from "./api";

// In a module of its own, like faq-query.ts: only the lazily loaded standards page and admin screen use it, so the
// first load of every other page does not carry it. The key is the one the server seeds /standards with
// (standardsQueryKey in @shared/bootstrap; queries.test.ts checks they agree).

/** The standards regions, in the order the administrators set (sortOrder, then id). */
export const standardsQuery = {
  queryKey: ["/api/standards"] as const,
  queryFn: () => getJson<StandardsRegion[]>("/api/standards"),
};
