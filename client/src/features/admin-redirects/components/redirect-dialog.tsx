import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import {
  redirectSchema,
  redirectStatusCodes,
  redirectStatusLabels,
  type Redirect,
  type RedirectInput,
  type RedirectValues,
} from "@shared/schema";
import { useCreateRedirect, useUpdateRedirect } from "../api/redirects";

/** What the dialog opens on: a rule to edit, or a new one (its old address filled in from the not-found list). */
export type RedirectDialogTarget = { redirect: Redirect } | { fromPath?: string };

interface RedirectDialogProps {
  /** None: the dialog is closed. */
  target: RedirectDialogTarget | null;
  onClose: () => void;
}

/** Adds a redirect rule, or edits one: the same fields either way. */
export function RedirectDialog({ target, onClose }: RedirectDialogProps) {
  const editing = target && "redirect" in target ? target.redirect : null;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit Redirect" : "Add Redirect"}
      description="Visitors who ask for the old address are sent on to the new one."
      widthClass="max-w-md"
    >
      {target && <RedirectForm target={target} onDone={onClose} />}
    </Dialog>
  );
}

/** A rule's fields as the form shows them. */
function formValues(target: RedirectDialogTarget): RedirectInput {
  if ("redirect" in target) {
    const { fromPath, toPath, statusCode, note } = target.redirect;
    return { fromPath, toPath, statusCode: statusCode as RedirectValues["statusCode"], note: note ?? "" };
  }
  return { fromPath: target.fromPath ?? "", toPath: "", statusCode: 301, note: "" };
}

function RedirectForm({ target, onDone }: { target: RedirectDialogTarget; onDone: () => void }) {
  const editing = "redirect" in target ? target.redirect : null;
  const create = useCreateRedirect();
  const update = useUpdateRedirect();
  const form = useForm<RedirectInput, unknown, RedirectValues>({
    resolver: zodResolver(redirectSchema),
    defaultValues: formValues(target),
  });
  // Opened from an address not found, the old address is known: the person types where it should lead.
  const prefilled = !editing && Boolean("fromPath" in target && target.fromPath);
  useEffect(() => {
    if (prefilled) form.setFocus("toPath");
  }, [prefilled, form]);

  const options = { onSuccess: onDone, onError: (error: Error) => applyServerFieldErrors(error, form) };
  const onSubmit = form.handleSubmit((values) =>
    editing ? update.mutate({ id: editing.id, values }, options) : create.mutate(values, options),
  );
  const error = form.formState.errors.statusCode?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        form={form}
        name="fromPath"
        label="Old address"
        hint="A path of this site, such as /old-page."
        autoComplete="off"
        spellCheck={false}
      />
      <FormTextField
        form={form}
        name="toPath"
        label="New address"
        hint="A path of this site, such as /page/new, or an address starting with https://."
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        label="Kind"
        hint="Permanent (301, 308) when the address has moved for good; temporary (302, 307) when it will come back."
        error={error}
        {...form.register("statusCode", { valueAsNumber: true })}
      >
        {redirectStatusCodes.map((code) => (
          <option key={code} value={code}>
            {redirectStatusLabels[code]}
          </option>
        ))}
      </SelectField>
      <FormTextField form={form} name="note" label="Note (optional)" hint="Why this redirect is here." />
      <FormDialogFooter
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={editing ? "Save Redirect" : "Add Redirect"}
      />
    </form>
  );
}
