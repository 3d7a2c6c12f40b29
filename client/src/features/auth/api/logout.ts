import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { SETTINGS_KEY } from "@/lib/site-settings";

export const logout = () => apiRequest("POST", "/api/auth/logout");

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      // Admin-only lists must not linger in the cache for the next person at this browser.
      const keep = new Set<unknown>([CURRENT_USER_KEY[0], SETTINGS_KEY[0]]);
      queryClient.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
      toast({ title: "Logged out", description: "You have been logged out." });
    },
    onError: (error) => failureToast("Logout failed", error),
  });
}
