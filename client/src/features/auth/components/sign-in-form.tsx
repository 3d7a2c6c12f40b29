import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { loginSchema } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { useLogin, type LoginInput } from "../api/login";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { adminHome, paths } from "@shared/paths";

export function SignInForm() {
  const login = useLogin();
  const [, navigate] = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (user) => navigate(user.isAdmin ? adminHome : paths.home) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Username"
        placeholder="Enter your username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        label="Password"
        type="password"
        placeholder="Enter your password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending && <Spinner16 />}
        {login.isPending ? "Logging in..." : "Sign In"}
      </Button>
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
