import { useMutation } from "@tanstack/react-query";
import type { ChangePassword } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { failureToast, showNotice } from "@/lib/toasts";

export const changePassword = (input: ChangePassword) => apiRequest("POST", "/api/account/password", input);

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      showNotice({
        title: "Password changed",
        description: "Use your new password from now on. Your other sessions have been signed out.",
      }),
    onError: (error) => failureToast("Failed to change password", error),
  });
}
