import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAdmin, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { failureToast, showNotice } from "@/lib/toasts";
import { adminsQuery } from "./get-admins";

export const createAdmin = (input: CreateAdmin) => apiJson<PublicUser>("POST", "/api/admins", input);

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: (admin) =>
      showNotice({ title: "Administrator added", description: `${admin.username} can now sign in.` }),
    onError: (error) => failureToast("Failed to add administrator", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey }),
  });
}
