import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { NewPasswordFields } from "@/components/ui/form-text-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { PublicUser } from "@shared/schema";
import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from "../api/password-form-schemas";
import { useResetAdminPassword } from "../api/reset-admin-password";

interface ResetPasswordDialogProps {
  /** The administrator whose password is reset; null keeps the dialog closed. */
  admin: PublicUser | null;
  onOpenChange: (open: boolean) => void;
}

export function ResetPasswordDialog({ admin, onOpenChange }: ResetPasswordDialogProps) {
  return (
    <Dialog
      open={admin !== null}
      onOpenChange={onOpenChange}
      title="Reset password"
      description={
        admin
          ? `Set a new password for ${admin.username}. They are signed out everywhere at once, and the new password signs in even where passkeys only are required, until they next sign in with a passkey.`
          : undefined
      }
      widthClass="max-w-md"
    >
      {admin && <ResetPasswordForm admin={admin} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ResetPasswordForm({ admin, onDone }: { admin: PublicUser; onDone: () => void }) {
  const reset = useResetAdminPassword();
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate({ admin, password }, { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, form) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordFields
        label="New password"
        hint="At least 8 characters."
        form={form}
        password="password"
        confirm="confirmPassword"
      />
      <FormDialogFooter onCancel={onDone} pending={reset.isPending} submitLabel="Reset Password" />
    </form>
  );
}
