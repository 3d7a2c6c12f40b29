import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import { LIST_DEFAULT_PAGE_SIZE, type InquiryListPage } from "@shared/admin-lists";
import type { Inquiry, InquiryStatus } from "@shared/schema";

/** Every inquiry query starts with this key, so one invalidation after a change refreshes the list and details. */
export const INQUIRIES_KEY = ["/api/inquiries"] as const;

/** Every page of the list, and not the details: a change answered with the inquiry puts that into its details. */
export const INQUIRY_LISTS_KEY = [...INQUIRIES_KEY, "list"] as const;

export const INQUIRY_PAGE_SIZE = LIST_DEFAULT_PAGE_SIZE;

/** What the Inquiries screen shows: a page of one status (or all), searched by name and e-mail (empty: all). */
export interface InquiryListParams {
  page: number;
  status: InquiryStatus | "all";
  search: string;
}

export function inquiryListSearch({ page, status, search }: InquiryListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(INQUIRY_PAGE_SIZE) });
  if (status !== "all") params.set("status", status);
  if (search) params.set("search", search);
  return params.toString();
}

/** One page of summaries, newest first, with the count of each status for the tabs. */
export const inquiryListQuery = (params: InquiryListParams) =>
  queryOptions({
    queryKey: [...INQUIRY_LISTS_KEY, params],
    queryFn: () => getJson<InquiryListPage>(`/api/inquiries?${inquiryListSearch(params)}`),
  });

/** Keeps the previous page on screen while the next one loads, so paging and searching do not flash a spinner. */
export const useInquiryList = (params: InquiryListParams) =>
  useQuery({ ...inquiryListQuery(params), placeholderData: keepPreviousData });

/**
 * One inquiry whole, for Inquiry Details. Dropped from the cache once the dialog closes, so each opening shows the
 * inquiry as it is now (another administrator may have changed its notes).
 */
export const inquiryQuery = (id: number) =>
  queryOptions({
    queryKey: [...INQUIRIES_KEY, id],
    queryFn: () => getJson<Inquiry>(`/api/inquiries/${id}`),
    gcTime: 0,
  });

export const useInquiry = (id: number) => useQuery(inquiryQuery(id));
