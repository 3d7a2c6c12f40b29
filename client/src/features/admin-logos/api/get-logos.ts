import { useQuery } from "@tanstack/react-query";
import type { ClientLogo } from "@shared/schema";
import { getJson } from "@/lib/api";

export const LOGOS_KEY = ["/api/logos"] as const;

/** The server lists logos by sortOrder (a missing value counts as 0), then id. */
export const getLogos = () => getJson<ClientLogo[]>("/api/logos");

export function useLogos() {
  return useQuery({ queryKey: LOGOS_KEY, queryFn: getLogos });
}
