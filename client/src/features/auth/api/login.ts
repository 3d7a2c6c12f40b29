import type { z } from "zod";
import { apiJson } from "@/lib/api";
import { currentUserQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import type { loginSchema, PublicUser } from "@shared/schema";

export type LoginInput = z.infer<typeof loginSchema>;

export const login = (input: LoginInput) => apiJson<PublicUser>("POST", "/api/auth/login", input);

export const useLogin = () =>
  useChange(login, {
    success: { title: "Login successful", description: "You are now logged in." },
    failure: "Login failed",
    onSuccess: (user, _input, _context, { client }) => client.setQueryData(currentUserQuery.queryKey, user),
  });
