import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";

interface NewPasswordFieldsProps {
  /** 'New password' where a password is changed, 'Password' for a new account. */
  label: string;
  hint: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}

/**
 * A new password typed twice: the three account forms (change your own, reset another's, add an administrator)
 * ask the same way, and browsers and password managers see a new password, not one to fill in.
 */
export function NewPasswordFields({ label, hint, password, confirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        hint={hint}
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
