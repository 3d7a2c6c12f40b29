import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, getJson } from "@/lib/api";
import { collectionWords } from "@/lib/collection-api";
import { PAGE_BY_SLUG_PREFIX } from "@/lib/queries";
import { serverFailure, successNotice } from "@/lib/toasts";
import { LIST_DEFAULT_PAGE_SIZE, type PageListPage } from "@shared/admin-lists";
import type { PageWithLinks } from "@shared/page-links";
import type { Page } from "@shared/schema";

/** Every admin query of pages starts with this key (the menu editor's list of pages too), so one invalidation
 * after a change refreshes the list, an open editor and its history. */
export const PAGES_KEY = ["/api/pages"] as const;

export const PAGE_LIST_SIZE = LIST_DEFAULT_PAGE_SIZE;

/** What Page Management shows: a page of the list, searched by title and slug (empty: every page). */
export interface PageListParams {
  page: number;
  search: string;
}

export function pageListSearch({ page, search }: PageListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_LIST_SIZE) });
  if (search) params.set("search", search);
  return params.toString();
}

/**
 * One page of summaries (drafts included, without content), with the menus that link to each. A 401 becomes the
 * admin-login message, any other failure 'Failed to fetch pages'.
 */
export const pageListQuery = (params: PageListParams) =>
  queryOptions({
    queryKey: [...PAGES_KEY, "list", params],
    queryFn: async (): Promise<PageListPage> => {
      try {
        return await getJson<PageListPage>(`/api/pages?${pageListSearch(params)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          throw new Error("You must be logged in as an admin to view all pages");
        }
        throw new Error("Failed to fetch pages");
      }
    },
  });

/** Keeps the previous page on screen while the next one loads, so paging and searching do not flash a spinner. */
export const usePageList = (params: PageListParams) =>
  useQuery({ ...pageListQuery(params), placeholderData: keepPreviousData });

/** Every page, drafts included (without the list's paging): the choice of where a deleted page's visitors go. */
export const allPagesQuery = queryOptions({
  queryKey: [...PAGES_KEY, "all"],
  queryFn: () => getJson<Page[]>("/api/pages"),
});

/**
 * One page whole, for the edit dialog. Dropped from the cache once the dialog closes, so each opening edits the
 * page as it is now, with its latest `updatedAt`.
 */
export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: [...PAGES_KEY, id],
    queryFn: () => getJson<PageWithLinks>(`/api/pages/${id}`),
    gcTime: 0,
  });

export const usePage = (id: number) => useQuery(pageQuery(id));

/** After any page change: the admin queries of pages, and every public page cached by slug (its slug may have changed). */
export const PAGE_CHANGE_KEYS = [PAGES_KEY, [PAGE_BY_SLUG_PREFIX]] as const;

/** The toasts of a page change: 'Success' over 'Page created successfully'; 'Error' over the server's message. */
export const PAGE_WORDS = collectionWords("Page", { created: true, notice: successNotice, failure: serverFailure });
