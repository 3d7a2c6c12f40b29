import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import type { z } from "zod";
import type { loginSchema, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { currentUserQuery } from "@/lib/queries";

export type LoginInput = z.infer<typeof loginSchema>;

export const login = (input: LoginInput) => apiJson<PublicUser>("POST", "/api/auth/login", input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast({ title: "Login successful", description: "You are now logged in." });
    },
    onError: (error) => failureToast("Login failed", error),
  });
}
