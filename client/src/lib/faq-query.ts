import type { FaqItem } from "@shared/schema";
import { getJson } from "./api";

// Like the public queries in queries.ts, but in a module of its own that imports only the fetcher: only the lazily
// loaded FAQ page and admin screen use it, so the first load of every other page does not carry it. The key is
// the one the server seeds /faq with (faqQueryKey in @shared/bootstrap; queries.test.ts checks they agree).

/** The FAQ's questions and answers, in the order the administrators set (sortOrder, then id). */
export const faqQuery = {
  queryKey: ["/api/faq"] as const,
  queryFn: () => getJson<FaqItem[]>("/api/faq"),
};
