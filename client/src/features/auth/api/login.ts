import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { z } from "zod";
import type { loginSchema, PublicUser } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";

export type LoginInput = z.infer<typeof loginSchema>;

export const login = (input: LoginInput) => apiJson<PublicUser>("POST", "/api/auth/login", input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: "Login successful", description: "You are now logged in." });
    },
    onError: (error) => failureToast("Login failed", error),
  });
}
