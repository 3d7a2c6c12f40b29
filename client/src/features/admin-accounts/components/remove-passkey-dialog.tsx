import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import type { PasskeySummary } from "@shared/passkeys";
import { useRemovePasskey } from "../api/passkeys";

interface RemovePasskeyDialogProps {
  /** The passkey to remove; null keeps the dialog closed. */
  passkey: PasskeySummary | null;
  /** Removing the last passkey lets the password sign in again: the dialog says so. */
  isLast: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before removing a passkey, and whether the sessions it signed in should end with it. */
export function RemovePasskeyDialog({ passkey, isLast, onOpenChange }: RemovePasskeyDialogProps) {
  return (
    <Dialog
      open={passkey !== null}
      onOpenChange={onOpenChange}
      title="Remove passkey"
      description={passkey ? `"${passkey.name}" will no longer sign you in.` : undefined}
      widthClass="max-w-md"
    >
      {passkey && <RemoveForm passkey={passkey} isLast={isLast} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RemoveForm({ passkey, isLast, onDone }: { passkey: PasskeySummary; isLast: boolean; onDone: () => void }) {
  const remove = useRemovePasskey();
  const [endSessions, setEndSessions] = useState(true);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate({ passkey, endSessions }, { onSuccess: onDone });
      }}
    >
      <CheckboxField
        label="Also sign out the sessions this passkey opened"
        hint="Choose this if the device is lost or no longer yours. This session stays signed in."
        checked={endSessions}
        onChange={(event) => setEndSessions(event.target.checked)}
      />
      {isLast && (
        <p className="text-sm text-slate-700">
          This is your last passkey: once it is removed, your password is the way to sign in again.
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={remove.isPending}>
          Cancel
        </Button>
        <SubmitButton variant="destructive" pending={remove.isPending} pendingText="Removing...">
          Remove Passkey
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
