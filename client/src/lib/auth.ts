import { useQuery } from "@tanstack/react-query";
import { currentUserQuery } from "./queries";

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
