import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api";
import { PAGE_BY_SLUG } from "@/lib/page-keys";

export const PAGES_KEY = ["/api/pages"] as const;

/** A 401 becomes the admin-login message, any other failure 'Failed to fetch pages'. */
export async function getPages(): Promise<Page[]> {
  try {
    return await getJson<Page[]>("/api/pages");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new Error("You must be logged in as an admin to view all pages");
    }
    throw new Error("Failed to fetch pages");
  }
}

export function usePages() {
  return useQuery({ queryKey: PAGES_KEY, queryFn: getPages });
}

/** After any page change: the admin list, and every public page cached by slug (its slug may have changed). */
export const refreshPages = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: [PAGE_BY_SLUG] }),
  ]);
