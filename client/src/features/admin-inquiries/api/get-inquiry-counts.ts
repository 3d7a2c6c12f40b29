import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { InquiryCounts } from "@shared/admin-lists";
import { INQUIRY_LISTS_KEY } from "./get-inquiries";

/**
 * How often the count of new inquiries is asked again while the admin area is open and on screen, so that one a
 * visitor sends shows within a minute. A change made here (opening one, a status, a deletion) refreshes it at once:
 * its key is under the lists', which those changes invalidate.
 */
export const INQUIRY_COUNTS_REFRESH_MS = 30_000;

export const inquiryCountsQuery = queryOptions({
  queryKey: [...INQUIRY_LISTS_KEY, "counts"],
  queryFn: () => getJson<InquiryCounts>("/api/inquiries/counts"),
  refetchInterval: INQUIRY_COUNTS_REFRESH_MS,
});

/** How many inquiries are new; 0 until known, and when the count cannot be had. */
export const useNewInquiryCount = () => useQuery({ ...inquiryCountsQuery, select: (counts) => counts.new }).data ?? 0;
