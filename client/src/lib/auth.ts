import { useQuery } from "@tanstack/react-query";
import { publicQueryKeys } from "@shared/bootstrap";
import type { PublicUser } from "@shared/schema";
import { ApiError, getJson } from "./api";

export const CURRENT_USER_KEY = publicQueryKeys.currentUser;

/** The signed-in user, or null when the server answers 401 (spec section 4). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await getJson<PublicUser>("/api/auth/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
