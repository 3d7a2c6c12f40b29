import { apiJson } from "@/lib/api";
import { currentUserQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import type { InsertUser, PublicUser } from "@shared/schema";
import { setupStatusQuery, type SetupStatus } from "./setup-status";

/** A new account; the first administrator of a production server also carries the setup token. */
export type RegisterInput = InsertUser & { setupToken?: string };

export const register = (input: RegisterInput) => apiJson<PublicUser>("POST", "/api/auth/register", input);

export const useRegister = () =>
  useChange(register, {
    success: { title: "Account created", description: "Account created successfully. You are now logged in." },
    failure: "Registration failed",
    onSuccess: (user, _input, _context, { client }) => {
      client.setQueryData(currentUserQuery.queryKey, user);
      client.setQueryData<SetupStatus>(setupStatusQuery.queryKey, (status) => ({ ...status, needsSetup: false }));
    },
  });
