import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { PasskeyAddressNote } from "@/components/ui/passkey-address-note";
import { SubmitButton } from "@/components/ui/submit-button";
import { isIpAddress, passkeyErrorMessage, passkeysSupported } from "@/lib/passkeys";
import { adminHome, paths } from "@shared/paths";
import { usePasskeySignIn } from "../api/passkey-sign-in";

/**
 * 'Sign in with a passkey', beside the password form: no username needed. Not offered where the browser has no
 * WebAuthn; on a page opened at an IP address it says why passkeys cannot work there and where they do.
 */
export function PasskeySignIn() {
  const [supported] = useState(passkeysSupported);
  const signIn = usePasskeySignIn();
  const [, navigate] = useLocation();
  if (!supported) return null;

  const hostname = window.location.hostname;
  if (isIpAddress(hostname)) {
    return (
      <div className="mt-6">
        <PasskeyAddressNote hostname={hostname} action="to sign in with a passkey" />
      </div>
    );
  }

  return (
    <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
      <p className="text-sm text-slate-600">Or sign in with no username or password:</p>
      <SubmitButton
        type="button"
        variant="outline"
        className="w-full"
        pending={signIn.isPending}
        pendingText="Waiting for your passkey..."
        icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
        onClick={() =>
          signIn.mutate(undefined, { onSuccess: (user) => navigate(user.isAdmin ? adminHome : paths.home) })
        }
      >
        Sign in with a passkey
      </SubmitButton>
      {/* Always there, so that a message appearing in it is announced at once. */}
      <div role="alert">
        {signIn.isError && (
          <p className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {passkeyErrorMessage(signIn.error)}
          </p>
        )}
      </div>
    </div>
  );
}
