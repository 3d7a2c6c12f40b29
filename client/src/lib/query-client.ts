import { QueryClient } from "@tanstack/react-query";

// No refetch on focus or interval, data never stale, no retries. There is no default fetcher: every query comes
// from its resource's definition in queries.ts (or its admin feature), which says how it is fetched.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
