import type { StandardsRegion } from "@shared/schema";
import { collectionListQuery } from "./collection-query";

// In a module of its own, like faq-query.ts: only the lazily loaded standards page and admin screen use it, so the
// first load of every other page does not carry it. Its key is the one the server seeds /standards with.

/** The standards regions, in the order the administrators set (sortOrder, then id). */
export const standardsQuery = collectionListQuery<StandardsRegion, "standards">("standards");
