import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";

export const logout = () => apiRequest("POST", "/api/auth/logout");

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      // Admin-only lists must not linger in the cache for the next person at this browser.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] && q.queryKey[0] !== "/api/settings" });
      toast({ title: "Logged out", description: "You have been logged out." });
    },
    onError: (error) => toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
  });
}
