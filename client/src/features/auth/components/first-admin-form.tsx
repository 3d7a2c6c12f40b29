import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { insertUserSchema } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useRegister } from "../api/register";
import { adminHome } from "@shared/paths";

// The setup token is checked only when the server asks for it; otherwise the field is not shown and stays empty.
const withToken = insertUserSchema.extend({
  setupToken: z.string().trim().min(1, "Setup token is required"),
});
const withoutToken = insertUserSchema.extend({ setupToken: z.string().optional() });

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
    defaultValues: { username: "", password: "", email: "", setupToken: "" },
  });
  const { errors } = form.formState;
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
        onError: (error) =>
          applyServerFieldErrors(error, form.setError, ["setupToken", "username", "password", "email"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {tokenRequired && (
        <TextField
          label="Setup token"
          hint="Find this one-time token in the server's start-up log, or in the setup-token file in its data folder (DATA_DIR)."
          autoComplete="off"
          spellCheck={false}
          error={errors.setupToken?.message}
          {...form.register("setupToken")}
        />
      )}
      <TextField
        label="Username"
        placeholder="Choose a username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Password"
        type="password"
        hint="At least 8 characters."
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" disabled={registerUser.isPending} className="w-full">
        {registerUser.isPending && <Spinner16 />}
        {registerUser.isPending ? "Creating account..." : "Create Administrator Account"}
      </Button>
    </form>
  );
}
