import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useCreateAdmin } from "../api/create-admin";
import { addAdminFormSchema, type AddAdminFormInput, type AddAdminFormValues } from "../api/password-form-schemas";
import { NewPasswordFields } from "./new-password-fields";

interface AddAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddAdminDialog({ open, onOpenChange }: AddAdminDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Administrator"
      description="They sign in with this username and password, and can manage everything you can."
      widthClass="max-w-md"
    >
      <AddAdminForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddAdminForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdmin();
  const form = useForm<AddAdminFormInput, unknown, AddAdminFormValues>({
    resolver: zodResolver(addAdminFormSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ username, email, password }) =>
    create.mutate(
      { username, email: email || null, password },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, form.setError, ["username", "email", "password"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Username"
        hint="Letters, digits and . _ @ - only."
        autoComplete="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        label="Password"
        hint="At least 8 characters. Tell it to them in person or over a channel you trust."
        password={form.register("password")}
        confirm={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <FormDialogFooter onCancel={onDone} pending={create.isPending} submitLabel="Add Administrator" />
    </form>
  );
}
