import { useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api";
import { PAGE_BY_SLUG, pageBySlugKey } from "@/lib/page-keys";

/** A 404 gives no page (null); any other failure is 'Failed to fetch page'. */
export async function fetchPageBySlug(slug: string): Promise<Page | null> {
  try {
    return await getJson<Page>(`${PAGE_BY_SLUG}/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new Error("Failed to fetch page");
  }
}

export const usePageBySlug = (slug: string) =>
  useQuery({ queryKey: pageBySlugKey(slug), queryFn: () => fetchPageBySlug(slug), enabled: slug.length > 0 });
