// What the server puts into the HTML so that the first screen renders without waiting for the API: the site's
// public address, and the answers of the queries that screen starts with (who is signed in, the site settings,
// and the screen's own public data), keyed exactly as the client's queries are.

/** The query keys the client caches these answers under; each is the API address it fetches. */
export const publicQueryKeys = {
  currentUser: ["/api/auth/me"],
  settings: ["/api/settings"],
  logos: ["/api/logos"],
  testimonials: ["/api/testimonials"],
  team: ["/api/team"],
  navigation: ["/api/navigation"],
  pageBySlug: (slug: string) => ["/api/pages/slug", slug],
} as const;

/**
 * The FAQ's key, apart from the others: only the lazily loaded FAQ screens read it, so the first load of the other
 * pages does not carry it.
 */
export const faqQueryKey = ["/api/faq"] as const;
/** The standards regions' key, apart for the same reason: only the lazily loaded standards screens read it. */
export const standardsQueryKey = ["/api/standards"] as const;

/** Every public screen's footer lists the services; the home page's grid shows its cards. */
export const servicesQueryKey = ["/api/services"] as const;
export const homeCardsQueryKey = ["/api/home-cards"] as const;

export const BOOTSTRAP_ELEMENT_ID = "bootstrap-data";

export interface Bootstrap {
  siteUrl: string;
  /** [query key, data] pairs; the data is what the API would answer (null for "no user" or "no such page"). */
  queries: [readonly unknown[], unknown][];
}
