import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { ChangePassword } from "@shared/schema";

export const changePassword = (input: ChangePassword) => apiRequest("POST", "/api/account/password", input);

export const useChangePassword = () =>
  useChange(changePassword, {
    success: {
      title: "Password changed",
      description: "Use your new password from now on. Your other sessions have been signed out.",
    },
    failure: "Failed to change password",
  });
