import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { passkeyErrorMessage } from "@/lib/passkeys";
import { PASSKEY_NAME_MAX, renamePasskeySchema } from "@shared/passkeys";

type NameInput = z.input<typeof renamePasskeySchema>;
type NameValues = z.output<typeof renamePasskeySchema>;

interface PasskeyNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  /** What went wrong last time, shown (and announced) above the buttons. */
  error: unknown;
  onSubmit: (name: string) => void;
}

/** Names a passkey: when it is added (then the device asks for it) and when it is renamed. */
export function PasskeyNameDialog(props: PasskeyNameDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} widthClass="max-w-md">
      {open && <NameForm {...props} />}
    </Dialog>
  );
}

function NameForm({ onOpenChange, submitLabel, initialName, pending, error, onSubmit }: PasskeyNameDialogProps) {
  const form = useForm<NameInput, unknown, NameValues>({
    resolver: zodResolver(renamePasskeySchema),
    defaultValues: { name: initialName },
  });
  return (
    <form onSubmit={form.handleSubmit(({ name }) => onSubmit(name))} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="name"
        label="Name"
        hint="Which device or key this is, such as Work laptop or Phone."
        placeholder="Work laptop"
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
      />
      <div role="alert">
        {error ? (
          <p className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{passkeyErrorMessage(error)}</p>
        ) : null}
      </div>
      <FormDialogFooter onCancel={() => onOpenChange(false)} pending={pending} submitLabel={submitLabel} />
    </form>
  );
}
