import { useQuery } from "@tanstack/react-query";
import type { ClientLogo } from "@shared/schema";
import { getJson } from "@/lib/api";

export const LOGOS_KEY = ["/api/logos"] as const;

/** Sorted by sortOrder (a missing value counts as 0, spec 7.3). */
export const getLogos = async () =>
  (await getJson<ClientLogo[]>("/api/logos")).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id);

export function useLogos() {
  return useQuery({ queryKey: LOGOS_KEY, queryFn: getLogos });
}
