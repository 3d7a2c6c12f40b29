import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { passkeyAccountQuery, usePasswordSignIn } from "../api/passkeys";

/**
 * Whether the owner's password still signs in once they have a passkey. Off means passkeys only; a password sign-in
 * then fails like a wrong password. Site Settings can require it for everyone, and a reset by another
 * administrator lets the password in until the next passkey sign-in: the card says which applies.
 */
export function PasswordSignInCard() {
  const { data: account } = useQuery(passkeyAccountQuery);
  const save = usePasswordSignIn();
  // The box shows what was asked for from the click on, until the server's answer replaces it.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!account) return null;
  const hasPasskey = account.passkeys.length > 0;
  const { passwordReset, passkeysOnlySite, passwordRefused } = account;
  const hint = !hasPasskey
    ? "Add a passkey first: until then your password is how you sign in."
    : passwordReset
      ? "An administrator reset your password, so it signs you in until you next sign in with a passkey."
      : passkeysOnlySite
        ? "Site Settings require administrators who have a passkey to sign in with passkeys only."
        : "When cleared, only your passkeys sign you in. If you lose them, another administrator's 'Reset password' turns your password back on.";
  return (
    <section
      aria-labelledby="password-sign-in-title"
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="password-sign-in-title" className="text-lg font-semibold text-slate-900">
        Password Sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {passwordRefused
          ? "Your password does not sign you in: use a passkey."
          : "Your password signs you in, as well as any passkey you add."}
      </p>
      <div className="mt-4">
        <CheckboxField
          label="Sign in with my password too"
          hint={hint}
          checked={asked ?? !passwordRefused}
          disabled={!hasPasskey || passwordReset || passkeysOnlySite || asked !== null}
          onChange={(event) => {
            setAsked(event.target.checked);
            save.mutate(event.target.checked, { onSettled: () => setAsked(null) });
          }}
        />
      </div>
    </section>
  );
}
