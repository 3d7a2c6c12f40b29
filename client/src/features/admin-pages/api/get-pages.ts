import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { PageWithLinks } from "@shared/page-links";
import { ApiError, getJson } from "@/lib/api";
import { PAGE_BY_SLUG_PREFIX } from "@/lib/queries";

/** Every page, drafts included, with the menus that link to it. A 401 becomes the admin-login message, any other failure 'Failed to fetch pages'. */
export const pagesQuery = queryOptions({
  queryKey: ["/api/pages"],
  queryFn: async (): Promise<PageWithLinks[]> => {
    try {
      return await getJson<PageWithLinks[]>("/api/pages");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw new Error("You must be logged in as an admin to view all pages");
      }
      throw new Error("Failed to fetch pages");
    }
  },
});

export const usePages = () => useQuery(pagesQuery);

/** After any page change: the admin list, and every public page cached by slug (its slug may have changed). */
export const refreshPages = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: [PAGE_BY_SLUG_PREFIX] }),
  ]);
