import { useQuery } from "@tanstack/react-query";

export const SETUP_STATUS_KEY = ["/api/auth/setup"] as const;

export interface SetupStatus {
  /** No account exists yet: the sign-in page offers to create the first administrator. */
  needsSetup: boolean;
  /** Creating it needs the one-time setup token the server printed at start-up (production). */
  tokenRequired?: boolean;
}

/** Whether first-run setup is open, and whether it asks for the server's setup token. */
export function useNeedsSetup(enabled: boolean) {
  const query = useQuery<SetupStatus>({ queryKey: SETUP_STATUS_KEY, enabled });
  return {
    needsSetup: query.data?.needsSetup ?? false,
    tokenRequired: query.data?.tokenRequired ?? false,
    isLoading: enabled && query.isLoading,
  };
}
