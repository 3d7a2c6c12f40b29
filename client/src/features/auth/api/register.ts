import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { InsertUser, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { SETUP_STATUS_KEY, type SetupStatus } from "./setup-status";

/** A new account; the first administrator of a production server also carries the setup token. */
export type RegisterInput = InsertUser & { setupToken?: string };

export const register = (input: RegisterInput) => apiJson<PublicUser>("POST", "/api/auth/register", input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      queryClient.setQueryData<SetupStatus>(SETUP_STATUS_KEY, (status) => ({ ...status, needsSetup: false }));
      toast({ title: "Account created", description: "Account created successfully. You are now logged in." });
    },
    onError: (error) =>
      failureToast("Registration failed", error),
  });
}
