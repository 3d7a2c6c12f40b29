import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { failureToast, showNotice } from "@/lib/toasts";
import { adminsQuery } from "./get-admins";

export const removeAdmin = (admin: PublicUser) => apiRequest("DELETE", `/api/admins/${admin.id}`);

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: (_res, admin) =>
      showNotice({ title: "Administrator removed", description: `${admin.username} can no longer sign in.` }),
    onError: (error) => failureToast("Failed to remove administrator", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey }),
  });
}
