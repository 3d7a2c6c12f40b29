import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormTextField, NewPasswordFields } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useChangePassword } from "../api/change-password";
import {
  changePasswordFormSchema,
  type ChangePasswordFormInput,
  type ChangePasswordFormValues,
} from "../api/password-form-schemas";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

interface ChangePasswordFormProps {
  /** The submit button's words, and what it says while the change is under way. */
  submitText?: string;
  pendingText?: string;
  /** Under the current password's label. */
  currentHint?: string;
  onChanged?: () => void;
}

/** The current password, then the new one twice: the Account screen's and the first sign-in's password change. */
export function ChangePasswordForm({
  submitText = "Change Password",
  pendingText = "Changing password...",
  currentHint,
  onChanged,
}: ChangePasswordFormProps) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        // Passwords do not linger in the form once they did their job.
        onSuccess: () => {
          form.reset(EMPTY);
          onChanged?.();
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <FormTextField
        form={form}
        name="currentPassword"
        label="Current password"
        hint={currentHint}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        label="New password"
        hint="At least 8 characters."
        form={form}
        password="newPassword"
        confirm="confirmPassword"
      />
      <div>
        <SubmitButton pending={change.isPending} pendingText={pendingText}>
          {submitText}
        </SubmitButton>
      </div>
    </form>
  );
}
