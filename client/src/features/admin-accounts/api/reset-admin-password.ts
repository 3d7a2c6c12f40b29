import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { PublicUser } from "@shared/schema";

export const resetAdminPassword = ({ admin, password }: { admin: PublicUser; password: string }) =>
  apiRequest("PUT", `/api/admins/${admin.id}/password`, { password });

export const useResetAdminPassword = () =>
  useChange(resetAdminPassword, {
    success: (_res, { admin }) => ({
      title: "Password reset",
      description: `${admin.username} has been signed out everywhere and can sign in with the new password.`,
    }),
    failure: "Failed to reset password",
  });
