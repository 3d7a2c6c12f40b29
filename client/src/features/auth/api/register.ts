import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import type { InsertUser, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { currentUserQuery } from "@/lib/queries";
import { setupStatusQuery, type SetupStatus } from "./setup-status";

/** A new account; the first administrator of a production server also carries the setup token. */
export type RegisterInput = InsertUser & { setupToken?: string };

export const register = (input: RegisterInput) => apiJson<PublicUser>("POST", "/api/auth/register", input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      queryClient.setQueryData<SetupStatus>(setupStatusQuery.queryKey, (status) => ({ ...status, needsSetup: false }));
      toast({ title: "Account created", description: "Account created successfully. You are now logged in." });
    },
    onError: (error) => failureToast("Registration failed", error),
  });
}
