import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { PublicUser } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/features/admin-shared/field-errors";
import { useResetAdminPassword } from "../api/reset-admin-password";
import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from "../api/password-form-schemas";

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
      description={admin ? `Set a new password for ${admin.username}. They are signed out everywhere at once.` : undefined}
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
      <TextField
        label="New password"
        type="password"
        hint="At least 8 characters."
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <FormDialogFooter onCancel={onDone} pending={reset.isPending} submitLabel="Reset Password" />
    </form>
  );
}
