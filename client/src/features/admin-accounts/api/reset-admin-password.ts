import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { failureToast, showNotice } from "@/lib/toasts";

export const resetAdminPassword = ({ admin, password }: { admin: PublicUser; password: string }) =>
  apiRequest("PUT", `/api/admins/${admin.id}/password`, { password });

export function useResetAdminPassword() {
  return useMutation({
    mutationFn: resetAdminPassword,
    onSuccess: (_res, { admin }) =>
      showNotice({
        title: "Password reset",
        description: `${admin.username} has been signed out everywhere and can sign in with the new password.`,
      }),
    onError: (error) => failureToast("Failed to reset password", error),
  });
}
