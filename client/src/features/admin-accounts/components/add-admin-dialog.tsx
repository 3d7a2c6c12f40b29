import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { NewAccountFields } from "@/components/new-account-fields";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useCreateAdmin } from "../api/create-admin";
import { addAdminFormSchema, type AddAdminFormInput, type AddAdminFormValues } from "../api/password-form-schemas";

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
  const onSubmit = form.handleSubmit(({ username, email, password }) =>
    create.mutate(
      { username, email: email || null, password },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, form),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewAccountFields
        form={form}
        owner="other"
        passwordHint="At least 8 characters. Tell it to them in person or over a channel you trust."
      />
      <FormDialogFooter onCancel={onDone} pending={create.isPending} submitLabel="Add Administrator" />
    </form>
  );
}
