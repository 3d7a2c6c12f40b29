import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { inquiryEraseSchema } from "@shared/schema";
import { useEraseInquiries } from "../api/erase-inquiries";

interface EraseByEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Erases everything stored about one e-mail address, when the person asks: the address is typed and checked here,
 * then a confirmation says what goes and that it cannot be undone.
 */
export function EraseByEmailDialog({ open, onOpenChange }: EraseByEmailDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Erase by e-mail address"
      description="When someone asks for their details to be removed: every inquiry sent from their address is deleted, with its replies and the activity entries that name it."
    >
      {open && <EraseForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type EraseInput = z.input<typeof inquiryEraseSchema>;
type EraseValues = z.output<typeof inquiryEraseSchema>;

function EraseForm({ onDone }: { onDone: () => void }) {
  const erase = useEraseInquiries();
  const form = useForm<EraseInput, unknown, EraseValues>({
    resolver: zodResolver(inquiryEraseSchema),
    defaultValues: { email: "" },
  });
  // The address checked and waiting for the confirmation, which opens over this dialog.
  const [confirming, setConfirming] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ email }) => setConfirming(email));
  const onConfirm = () =>
    confirming !== null &&
    erase.mutate(
      { email: confirming },
      {
        onSuccess: () => {
          setConfirming(null);
          onDone();
        },
        onError: (error) => {
          setConfirming(null);
          applyServerFieldErrors(error, form);
        },
      },
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="email"
        label="E-mail address"
        hint="The address the inquiries were sent from. Capital letters make no difference."
        type="email"
        required
        autoComplete="off"
        spellCheck={false}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive">
          Erase...
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title="Erase everything from this address?"
        description={
          <>
            Every inquiry from <strong className="font-semibold break-all">{confirming}</strong>, its replies and the
            activity entries that name it are deleted now. This cannot be undone.
          </>
        }
        confirmLabel="Erase"
        pendingLabel="Erasing..."
        pending={erase.isPending}
        onConfirm={onConfirm}
      />
    </form>
  );
}
