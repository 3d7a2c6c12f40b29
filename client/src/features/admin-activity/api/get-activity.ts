import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { ActivityAction, ActivityPage } from "@shared/schema";

/** What the Activity screen asks for: a page and the filters as the form holds them (empty: not filtered). */
export interface ActivityFilters {
  action: ActivityAction | "";
  entityType: string;
  user: string;
  /** Calendar days (YYYY-MM-DD) in the administrator's own time zone. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { action: "", entityType: "", user: "", from: "", to: "" };
export const ACTIVITY_PAGE_SIZE = 25;

/** The query string of one request; days become the instants where they start and end in the local time zone. */
export function activitySearch(page: number, filters: ActivityFilters): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ACTIVITY_PAGE_SIZE) });
  if (filters.action) params.set("action", filters.action);
  if (filters.entityType) params.set("entityType", filters.entityType);
  if (filters.user.trim()) params.set("user", filters.user.trim());
  if (filters.from) params.set("from", new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) params.set("to", new Date(`${filters.to}T23:59:59.999`).toISOString());
  return params.toString();
}

export const activityQuery = (page: number, filters: ActivityFilters) =>
  queryOptions({
    queryKey: ["/api/activity", page, filters],
    queryFn: () => getJson<ActivityPage>(`/api/activity?${activitySearch(page, filters)}`),
    // The log grows with every change made elsewhere in the CMS, so opening the screen always asks again.
    staleTime: 0,
    refetchOnMount: "always",
  });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a spinner. */
export const useActivity = (page: number, filters: ActivityFilters) =>
  useQuery({ ...activityQuery(page, filters), placeholderData: keepPreviousData });
