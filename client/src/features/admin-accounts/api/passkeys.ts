import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { queryOptions } from "@tanstack/react-query";
import { apiJson, apiRequest, getJson } from "@/lib/api";
import { runCeremony } from "@/lib/passkeys";
import { useChange } from "@/lib/react-query";
import type { PasskeyAccount, PasskeySummary } from "@shared/passkeys";
import { sessionsQuery } from "./sessions";

export const passkeyAccountQuery = queryOptions({
  queryKey: ["/api/passkeys"],
  queryFn: () => getJson<PasskeyAccount>("/api/passkeys"),
});

const RETRY = "Choose 'Add a passkey' to try again.";

/** Options from the server, the device's prompt to make a passkey, then the server's check and the name. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/passkeys/options");
  const response = await runCeremony(() => startRegistration({ optionsJSON }), optionsJSON.timeout ?? 60_000, RETRY);
  return apiJson<PasskeySummary>("POST", "/api/passkeys", { name, response });
}

export const renamePasskey = ({ id, name }: { id: number; name: string }) =>
  apiJson<PasskeySummary>("PATCH", `/api/passkeys/${id}`, { name });

export const removePasskey = ({ passkey, endSessions }: { passkey: PasskeySummary; endSessions: boolean }) =>
  apiRequest("DELETE", `/api/passkeys/${passkey.id}`, { endSessions });

export const setPasswordSignIn = (allowed: boolean) =>
  apiJson<PasskeyAccount>("PUT", "/api/passkeys/password-sign-in", { allowed });

/** A passkey change shows on the Account screen's passkeys and sessions (a removal may sign sessions out). */
const PASSKEY_CHANGE_KEYS = [passkeyAccountQuery.queryKey, sessionsQuery.queryKey];

/** Errors stay with the dialog that asked (it shows them in place), so no toast here. */
export const useAddPasskey = () =>
  useChange(addPasskey, {
    success: (passkey) => ({ title: "Passkey added", description: `"${passkey.name}" signs you in from now on.` }),
    invalidates: PASSKEY_CHANGE_KEYS,
  });

export const useRenamePasskey = () =>
  useChange(renamePasskey, {
    success: (passkey) => ({ title: "Passkey renamed", description: `It is now called "${passkey.name}".` }),
    invalidates: PASSKEY_CHANGE_KEYS,
  });

export const useRemovePasskey = () =>
  useChange(removePasskey, {
    success: (_res, { passkey, endSessions }) => ({
      title: "Passkey removed",
      description: `"${passkey.name}" no longer signs you in${endSessions ? ", and the sessions it opened have been signed out" : ""}.`,
    }),
    failure: "Failed to remove the passkey",
    invalidates: PASSKEY_CHANGE_KEYS,
  });

export const usePasswordSignIn = () =>
  useChange(setPasswordSignIn, {
    success: (_account, allowed) => ({
      title: "Settings saved",
      description: allowed
        ? "Your password signs in again, as well as your passkeys."
        : "Only your passkeys sign you in now; your password no longer does.",
    }),
    failure: "Save failed",
    onSuccess: (account, _allowed, _context, { client }) => client.setQueryData(passkeyAccountQuery.queryKey, account),
  });
