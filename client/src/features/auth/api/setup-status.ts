import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";

export interface SetupStatus {
  /** No account exists yet: the sign-in page offers to create the first administrator. */
  needsSetup: boolean;
  /** Creating it needs the one-time setup token the server printed at start-up (production). */
  tokenRequired?: boolean;
}

export const setupStatusQuery = queryOptions({
  queryKey: ["/api/auth/setup"],
  queryFn: () => getJson<SetupStatus>("/api/auth/setup"),
});

/** Whether first-run setup is open, and whether it asks for the server's setup token. */
export function useNeedsSetup(enabled: boolean) {
  const query = useQuery({ ...setupStatusQuery, enabled });
  return {
    needsSetup: query.data?.needsSetup ?? false,
    tokenRequired: query.data?.tokenRequired ?? false,
    isLoading: enabled && query.isLoading,
  };
}
