import { homeCardsQueryKey, servicesQueryKey } from "@shared/bootstrap";
import type { HomeServiceCard, PublicService } from "@shared/schema";
import { getJson } from "./api";

// Like faqQuery: a small module of its own, so the footer (on every page) can list the services without the
// first load carrying anything more. The keys are the ones the server seeds the page with.

/** The services in the order the administrators set (sortOrder, then id), with their images' library words. */
export const servicesQuery = {
  queryKey: servicesQueryKey,
  queryFn: () => getJson<PublicService[]>("/api/services"),
};

/** The home page's service cards, in their order. */
export const homeCardsQuery = {
  queryKey: homeCardsQueryKey,
  queryFn: () => getJson<HomeServiceCard[]>("/api/home-cards"),
};
