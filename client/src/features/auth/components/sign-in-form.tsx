import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { adminHome, paths } from "@shared/paths";
import { loginSchema } from "@shared/schema";
import { useLogin, type LoginInput } from "../api/login";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

export function SignInForm() {
  const login = useLogin();
  const [, navigate] = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (user) => navigate(user.isAdmin ? adminHome : paths.home) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="username"
        label="Username"
        placeholder="Enter your username"
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        type="password"
        placeholder="Enter your password"
        autoComplete="current-password"
      />
      <SubmitButton pending={login.isPending} pendingText="Logging in..." className="w-full">
        Sign In
      </SubmitButton>
      <button
        type="button"
        onClick={() => setForgotOpen(true)}
        className="justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
      >
        Forgot password?
      </button>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </form>
  );
}
