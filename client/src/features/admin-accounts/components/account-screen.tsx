import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AdminPage } from "@/components/admin/admin-page";
import { FormTextField, NewPasswordFields } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useCurrentUser } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useChangePassword } from "../api/change-password";
import {
  changePasswordFormSchema,
  type ChangePasswordFormInput,
  type ChangePasswordFormValues,
} from "../api/password-form-schemas";
import { PasskeysSection } from "./passkeys-section";
import { PasswordSignInCard } from "./password-sign-in-card";
import { SessionsSection } from "./sessions-section";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The signed-in administrator's own account: their passkeys, whether their password still signs in, a form to
 * change the password, and the sessions signed in as them.
 */
export default function AccountScreen() {
  const { user } = useCurrentUser();
  return (
    <AdminPage
      title="Account"
      metaDescription="Your administrator account: password, passkeys, and where you are signed in."
      heading="Your Account"
      description={user ? `Signed in as ${user.username}${user.email ? ` (${user.email})` : ""}.` : undefined}
    >
      <div className="grid max-w-4xl gap-6">
        <PasskeysSection />
        <PasswordSignInCard />
        <section
          aria-labelledby="change-password-title"
          className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
            Change Password
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Changing your password signs you out on every other browser and device; this one stays signed in.
          </p>
          <ChangePasswordForm />
        </section>
        <SessionsSection />
      </div>
    </AdminPage>
  );
}

function ChangePasswordForm() {
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
        onSuccess: () => form.reset(EMPTY),
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
        <SubmitButton pending={change.isPending} pendingText="Changing password...">
          Change Password
        </SubmitButton>
      </div>
    </form>
  );
}
