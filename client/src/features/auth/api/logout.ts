import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import { apiRequest } from "@/lib/api";
import { currentUserQuery, settingsQuery } from "@/lib/queries";

export const logout = () => apiRequest("POST", "/api/auth/logout");

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      // Admin-only lists must not linger in the cache for the next person at this browser.
      const keep = new Set<unknown>([currentUserQuery.queryKey[0], settingsQuery.queryKey[0]]);
      queryClient.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
      toast({ title: "Logged out", description: "You have been logged out." });
    },
    onError: (error) => failureToast("Logout failed", error),
  });
}
