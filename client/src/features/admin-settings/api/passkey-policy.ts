import { queryOptions } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { PasskeyPolicy } from "@shared/passkeys";

export const passkeyPolicyQuery = queryOptions({
  queryKey: ["/api/passkeys/policy"],
  queryFn: () => getJson<PasskeyPolicy>("/api/passkeys/policy"),
});

export const savePasskeyPolicy = (passkeysOnly: boolean) =>
  apiJson<PasskeyPolicy>("PUT", "/api/passkeys/policy", { passkeysOnly });

export const useSavePasskeyPolicy = () =>
  useChange(savePasskeyPolicy, {
    success: (policy) => ({
      title: "Settings saved",
      description: policy.passkeysOnly
        ? "Administrators who have a passkey now sign in with passkeys only."
        : "Administrators may sign in with their passwords again.",
    }),
    failure: "Save failed",
    onSuccess: (policy, _input, _context, { client }) => {
      client.setQueryData(passkeyPolicyQuery.queryKey, policy);
      // The Account screen says whether the switch applies to the signed-in administrator.
      void client.invalidateQueries({ queryKey: ["/api/passkeys"], exact: true });
    },
  });
