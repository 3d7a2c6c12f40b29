import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Loaded } from "@/components/ui/loaded";
import { passkeyPolicyQuery, useSavePasskeyPolicy } from "../api/passkey-policy";
import { SettingsCard } from "./settings-card";

/**
 * 'Administrators sign in with passkeys only': for every administrator who has a passkey, the password stops
 * signing in. Those without one are listed, since for them nothing changes until they add one.
 */
export function PasskeysOnlyCard() {
  const policy = useQuery(passkeyPolicyQuery);
  const save = useSavePasskeyPolicy();
  // The box shows what was asked for from the click on, until the server's answer replaces it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const without = policy.data?.withoutPasskey ?? [];
  return (
    <SettingsCard
      title="Passkeys"
      description="Passkeys cannot be phished or guessed. Each administrator adds theirs on the Account screen."
    >
      <Loaded query={policy} loading="Loading the sign-in settings" what="The sign-in settings">
        {() => (
          <div className="grid gap-4">
            <CheckboxField
              label="Administrators sign in with passkeys only"
              hint="Off by default. When on, the password of every administrator who has a passkey stops signing in. 'Reset password' on the Administrators screen lets one back in with a password."
              checked={asked ?? policy.data?.passkeysOnly ?? false}
              disabled={asked !== null}
              onChange={(event) => {
                setAsked(event.target.checked);
                save.mutate(event.target.checked, { onSettled: () => setAsked(null) });
              }}
            />
            <div className="text-sm text-slate-700">
              {without.length === 0 ? (
                <p>Every administrator has a passkey.</p>
              ) : (
                <>
                  <p id="without-passkey">
                    No passkey yet, so they still sign in with their password ({without.length}):
                  </p>
                  <ul aria-labelledby="without-passkey" className="mt-1 list-disc pl-5">
                    {without.map((admin) => (
                      <li key={admin.id} className="break-all">
                        {admin.username}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </div>
        )}
      </Loaded>
    </SettingsCard>
  );
}
