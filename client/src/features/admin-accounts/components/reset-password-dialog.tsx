import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { PublicUser } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useResetAdminPassword } from "../api/reset-admin-password";
import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from "../api/password-form-schemas";
import { NewPasswordFields } from "./new-password-fields";

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
        admin ? `Set a new password for ${admin.username}. They are signed out everywhere at once.` : undefined
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
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { admin, password },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, form.setError, ["password"]) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordFields
        label="New password"
        hint="At least 8 characters."
        password={form.register("password")}
        confirm={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <FormDialogFooter onCancel={onDone} pending={reset.isPending} submitLabel="Reset Password" />
    </form>
  );
}
