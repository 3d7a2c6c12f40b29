import { queryOptions } from "@tanstack/react-query";
import { publicQueryKeys } from "@shared/bootstrap";
import type { Navigation } from "@shared/navigation-defaults";
import type {
  Page,
  PublicClientLogo,
  PublicSetting,
  PublicTeamMember,
  PublicTestimonial,
  PublicUser,
} from "@shared/schema";
import { ApiError, getJson } from "./api";

// One definition per public resource: the key it is cached under and how it is fetched. The public site and the
// CMS both read and invalidate through these, and the keys are the ones the server seeds into the page on first
// load, so a seeded answer is found and not asked for again.

export const currentUserQuery = queryOptions({
  queryKey: publicQueryKeys.currentUser,
  /** The signed-in user, or null when the server answers 401. */
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await getJson<PublicUser>("/api/auth/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export const settingsQuery = queryOptions({
  queryKey: publicQueryKeys.settings,
  queryFn: () => getJson<PublicSetting[]>("/api/settings"),
});

/** The header and footer menus; links to unpublished pages are already left out. */
export const navigationQuery = queryOptions({
  queryKey: publicQueryKeys.navigation,
  queryFn: () => getJson<Navigation>("/api/navigation"),
});

/** The server lists team members, logos and testimonials by sortOrder, then id. */
export const teamQuery = queryOptions({
  queryKey: publicQueryKeys.team,
  queryFn: () => getJson<PublicTeamMember[]>("/api/team"),
});

export const logosQuery = queryOptions({
  queryKey: publicQueryKeys.logos,
  queryFn: () => getJson<PublicClientLogo[]>("/api/logos"),
});

export const testimonialsQuery = queryOptions({
  queryKey: publicQueryKeys.testimonials,
  queryFn: () => getJson<PublicTestimonial[]>("/api/testimonials"),
});

/** Every public page cached by slug sits under this prefix; any change to a page in the CMS invalidates them all. */
export const PAGE_BY_SLUG_PREFIX = publicQueryKeys.pageBySlug("")[0];

/** A 404 gives no page (null); any other failure is 'Failed to fetch page'. */
export const pageBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: publicQueryKeys.pageBySlug(slug),
    queryFn: async (): Promise<Page | null> => {
      try {
        return await getJson<Page>(`${PAGE_BY_SLUG_PREFIX}/${encodeURIComponent(slug)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw new Error("Failed to fetch page");
      }
    },
    enabled: slug.length > 0,
  });
