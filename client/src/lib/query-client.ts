import { QueryClient } from "@tanstack/react-query";
import { getJson } from "./api";

// No refetch on focus or interval, data never stale, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(queryKey[0] as string),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
