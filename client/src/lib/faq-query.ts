import { faqQueryKey } from "@shared/lazy-query-keys";
import type { FaqItem } from "@shared/schema";
import { getJson } from "./api";

// Like the public queries in queries.ts, but in a module of its own: only the lazily loaded FAQ page and admin
// screen use it, so the first load of every other page does not carry it. Its key is the one the server seeds
// /faq with.

/** The FAQ's questions and answers, in the order the administrators set (sortOrder, then id). */
export const faqQuery = {
  queryKey: faqQueryKey,
  queryFn: () => getJson<FaqItem[]>("/api/faq"),
};
