import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { NewAccountFields } from "@/components/new-account-fields";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { adminHome } from "@shared/paths";
import { confirmPasswordField, insertUserSchema, PASSWORDS_DIFFER } from "@shared/schema";
import { useRegister } from "../api/register";

// The setup token is checked only when the server asks for it; otherwise the field is not shown and stays empty.
// The password is typed twice, as when an administrator adds another.
const confirmed = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S) =>
  schema.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
const withToken = confirmed(
  insertUserSchema.extend({
    setupToken: z.string().trim().min(1, "Setup token is required"),
    confirmPassword: confirmPasswordField,
  }),
);
const withoutToken = confirmed(
  insertUserSchema.extend({ setupToken: z.string().optional(), confirmPassword: confirmPasswordField }),
);

type FirstAdminInput = z.input<typeof withoutToken>;

/**
 * First-run setup: the first account of a fresh installation, which the server makes an administrator. A
 * production server also asks for the one-time setup token it printed at start-up (`tokenRequired`).
 */
export function FirstAdminForm({ tokenRequired = false }: { tokenRequired?: boolean }) {
  const registerUser = useRegister();
  const [, navigate] = useLocation();
  const form = useForm<FirstAdminInput>({
    resolver: zodResolver(tokenRequired ? withToken : withoutToken),
    defaultValues: { setupToken: "", username: "", password: "", confirmPassword: "", email: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    registerUser.mutate(
      {
        username: values.username,
        password: values.password,
        email: values.email || null,
        ...(tokenRequired ? { setupToken: values.setupToken?.trim() } : {}),
      },
      {
        onSuccess: () => navigate(adminHome),
        onError: (error) => applyServerFieldErrors(error, form),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {tokenRequired && (
        <FormTextField
          form={form}
          name="setupToken"
          label="Setup token"
          hint="Find this one-time token in the server's start-up log, or in the setup-token file in its data folder (DATA_DIR)."
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <NewAccountFields form={form} owner="self" passwordHint="At least 8 characters." />
      <SubmitButton pending={registerUser.isPending} pendingText="Creating account..." className="w-full">
        Create Administrator Account
      </SubmitButton>
    </form>
  );
}
