import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Loaded } from "@/components/ui/loaded";
import { SubmitButton } from "@/components/ui/submit-button";
import { passkeyPolicyQuery, useSavePasskeyPolicy } from "../api/passkey-policy";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/**
 * 'Administrators sign in with passkeys only': for every administrator who has a passkey, the password stops
 * signing in. Those without one are listed, since for them nothing changes until they add one. Saved with the
 * Save button, like every Site Settings tab.
 */
export function PasskeysOnlyCard() {
  const policy = useQuery(passkeyPolicyQuery);
  const without = policy.data?.withoutPasskey ?? [];
  return (
    <SettingsCard
      title="Passkeys"
      description="Passkeys cannot be phished or guessed. Each administrator adds theirs on the Account screen."
    >
      <Loaded query={policy} loading="Loading the sign-in settings" what="The sign-in settings">
        {() => (
          <div className="grid gap-4">
            <PasskeysOnlyForm saved={policy.data?.passkeysOnly ?? false} />
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

function PasskeysOnlyForm({ saved }: { saved: boolean }) {
  const save = useSavePasskeyPolicy();
  const [checked, setChecked] = useState(saved);
  // The box starts again from what the server says once it has answered a save.
  const [savedBefore, setSavedBefore] = useState(saved);
  if (saved !== savedBefore) {
    setSavedBefore(saved);
    setChecked(saved);
  }
  useUnsavedChanges(checked !== saved, () => setChecked(saved));
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(checked);
      }}
    >
      <CheckboxField
        id="passkeysOnly"
        label="Administrators sign in with passkeys only"
        hint="Off by default. When on, the password of every administrator who has a passkey stops signing in. 'Reset password' on the Administrators screen lets one back in with a password."
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          Save Sign-in Settings
        </SubmitButton>
      </div>
    </form>
  );
}
