import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { useCurrentUser } from "@/lib/auth";
import { AdminPage } from "@/components/admin/admin-page";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useChangePassword } from "../api/change-password";
import {
  changePasswordFormSchema,
  type ChangePasswordFormInput,
  type ChangePasswordFormValues,
} from "../api/password-form-schemas";
import { NewPasswordFields } from "./new-password-fields";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The signed-in administrator's own account: who they are, and a form to change their password. */
export default function AccountScreen() {
  const { user } = useCurrentUser();
  return (
    <AdminPage
      title="Account"
      metaDescription="Change the password of your administrator account."
      heading="Your Account"
      description={user ? `Signed in as ${user.username}${user.email ? ` (${user.email})` : ""}.` : undefined}
    >
      <section
        aria-labelledby="change-password-title"
        className="max-w-xl rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
          Change Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Changing your password signs you out on every other browser and device; this one stays signed in.
        </p>
        <ChangePasswordForm />
      </section>
    </AdminPage>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        // Passwords do not linger in the form once they did their job.
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => applyServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <NewPasswordFields
        label="New password"
        hint="At least 8 characters."
        password={form.register("newPassword")}
        confirm={form.register("confirmPassword")}
        errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner16 />}
          {change.isPending ? "Changing password..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
