import { useQuery } from "@tanstack/react-query";

export const SETUP_STATUS_KEY = ["/api/auth/setup"] as const;

/** True while no account exists: the sign-in page then offers to create the first administrator. */
export function useNeedsSetup(enabled: boolean) {
  const query = useQuery<{ needsSetup: boolean }>({ queryKey: SETUP_STATUS_KEY, enabled });
  return { needsSetup: query.data?.needsSetup ?? false, isLoading: enabled && query.isLoading };
}
