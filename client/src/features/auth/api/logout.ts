import { apiRequest } from "@/lib/api";
import { currentUserQuery, settingsQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";

export const logout = () => apiRequest("POST", "/api/auth/logout");

export const useLogout = () =>
  useChange(logout, {
    success: { title: "Logged out", description: "You have been logged out." },
    failure: "Logout failed",
    onSuccess: (_res, _input, _context, { client }) => {
      client.setQueryData(currentUserQuery.queryKey, null);
      // Admin-only lists must not linger in the cache for the next person at this browser.
      const keep = new Set<unknown>([currentUserQuery.queryKey[0], settingsQuery.queryKey[0]]);
      client.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
    },
  });
