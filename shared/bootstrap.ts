// What the server puts into the HTML so that the first screen renders without waiting for the API: the site's
// public address, and the answers of the queries that screen starts with (who is signed in, the site settings,
// and the screen's own public data), keyed exactly as the client's queries are.

import { collectionQueryKey } from "./lazy-query-keys";

/** The query keys the client caches these answers under; each is the API address it fetches. */
export const publicQueryKeys = {
  currentUser: ["/api/auth/me"],
  settings: ["/api/settings"],
  logos: collectionQueryKey("logos"),
  testimonials: collectionQueryKey("testimonials"),
  team: collectionQueryKey("team"),
  navigation: ["/api/navigation"],
  pageBySlug: (slug: string) => ["/api/pages/slug", slug],
} as const;

/** The keys of the data only lazily loaded screens read (lazy-query-keys.ts), seeded on their pages too. */
export { faqQueryKey, standardsQueryKey } from "./lazy-query-keys";

/** Every public screen's footer lists the services; the home page's grid shows its cards. */
export const servicesQueryKey = collectionQueryKey("services");
export const homeCardsQueryKey = collectionQueryKey("home-cards");

export const BOOTSTRAP_ELEMENT_ID = "bootstrap-data";

export interface Bootstrap {
  siteUrl: string;
  /** [query key, data] pairs; the data is what the API would answer (null for "no user" or "no such page"). */
  queries: [readonly unknown[], unknown][];
}
