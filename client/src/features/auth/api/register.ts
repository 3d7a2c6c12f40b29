import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { InsertUser, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { SETUP_STATUS_KEY } from "./setup-status";

export const register = (input: InsertUser) => apiJson<PublicUser>("POST", "/api/auth/register", input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      queryClient.setQueryData(SETUP_STATUS_KEY, { needsSetup: false });
      toast({ title: "Account created", description: "Account created successfully. You are now logged in." });
    },
    onError: (error) =>
      failureToast("Registration failed", error),
  });
}
