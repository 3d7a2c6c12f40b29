import type { HomeServiceCard, Service } from "@shared/schema";
import { getJson } from "./api";

// Like faqQuery: a module that imports only the fetcher, so the footer (on every page) can list the services
// without the first load carrying anything more. The keys are the ones the server seeds the page with
// (servicesQueryKey and homeCardsQueryKey in @shared/bootstrap; queries.test.ts checks they agree).

/** The services in the order the administrators set (sortOrder, then id). */
export const servicesQuery = {
  queryKey: ["/api/services"] as const,
  queryFn: () => getJson<Service[]>("/api/services"),
};

/** The home page's service cards, in their order. */
export const homeCardsQuery = {
  queryKey: ["/api/home-cards"] as const,
  queryFn: () => getJson<HomeServiceCard[]>("/api/home-cards"),
};
