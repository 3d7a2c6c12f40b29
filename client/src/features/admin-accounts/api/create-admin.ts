import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { CreateAdmin, PublicUser } from "@shared/schema";
import { adminsQuery } from "./get-admins";

export const createAdmin = (input: CreateAdmin) => apiJson<PublicUser>("POST", "/api/admins", input);

export const useCreateAdmin = () =>
  useChange(createAdmin, {
    success: (admin) => ({ title: "Administrator added", description: `${admin.username} can now sign in.` }),
    failure: "Failed to add administrator",
    invalidates: [adminsQuery.queryKey],
  });
