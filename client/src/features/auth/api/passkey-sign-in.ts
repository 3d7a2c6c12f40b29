import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { apiJson } from "@/lib/api";
import { runCeremony } from "@/lib/passkeys";
import { currentUserQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import type { PublicUser } from "@shared/schema";

const RETRY = "Choose 'Sign in with a passkey' to try again, or sign in with your username and password.";

/** Options from the server, the device's passkey prompt, then the server's check: no username asked. */
export async function signInWithPasskey(): Promise<PublicUser> {
  const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkey/options");
  const response = await runCeremony(() => startAuthentication({ optionsJSON }), optionsJSON.timeout ?? 60_000, RETRY);
  return apiJson<PublicUser>("POST", "/api/auth/passkey", { response });
}

/** Failures stay with the sign-in form, which says in place what to do next, so no toast here. */
export const usePasskeySignIn = () =>
  useChange(signInWithPasskey, {
    success: { title: "Login successful", description: "You are now logged in with your passkey." },
    onSuccess: (user, _input, _context, { client }) => client.setQueryData(currentUserQuery.queryKey, user),
  });
