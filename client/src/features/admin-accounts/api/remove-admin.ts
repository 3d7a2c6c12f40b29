import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { PublicUser } from "@shared/schema";
import { adminsQuery } from "./get-admins";

export const removeAdmin = (admin: PublicUser) => apiRequest("DELETE", `/api/admins/${admin.id}`);

export const useRemoveAdmin = () =>
  useChange(removeAdmin, {
    success: (_res, admin) => ({
      title: "Administrator removed",
      description: `${admin.username} can no longer sign in.`,
    }),
    failure: "Failed to remove administrator",
    invalidates: [adminsQuery.queryKey],
  });
