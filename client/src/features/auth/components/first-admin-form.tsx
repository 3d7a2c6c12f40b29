import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { insertUserSchema } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { applyServerFieldErrors } from "@/features/admin-shared/field-errors";
import { useRegister } from "../api/register";

type FirstAdminInput = z.input<typeof insertUserSchema>;

/** First-run setup: the first account of a fresh installation, which the server makes an administrator. */
export function FirstAdminForm() {
  const registerUser = useRegister();
  const [, navigate] = useLocation();
  const form = useForm<FirstAdminInput>({
    resolver: zodResolver(insertUserSchema),
    defaultValues: { username: "", password: "", email: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    registerUser.mutate(
      { username: values.username, password: values.password, email: values.email || null },
      {
        onSuccess: () => navigate("/admin/team"),
        onError: (error) => applyServerFieldErrors(error, form.setError, ["username", "password", "email"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
