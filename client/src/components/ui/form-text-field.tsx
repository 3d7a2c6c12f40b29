import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { TextAreaField, TextField, type TextFieldProps } from "./form-field";

/** What a field needs of its react-hook-form form: to register itself and to read its own error. */
export type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

type Wiring<T extends FieldValues> = {
  form: FieldForm<T>;
  name: Path<T>;
} & Pick<TextFieldProps, "label" | "hint" | "announceError">;

/** Attributes the form itself supplies (name, value and events through `register`), which a caller does not. */
type Supplied = "form" | "name" | "value" | "defaultValue" | "onChange" | "onBlur";

export type FormTextFieldProps<T extends FieldValues> = Wiring<T> &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, Supplied>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Supplied>)
  );

/**
 * A labelled text input (a textarea with `multiline`) bound to one field of a react-hook-form form: it registers
 * the field and shows the field's error, which TextField links to the control (aria-invalid, aria-describedby)
 * and announces.
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { form, name, ...rest } = props;
  // Reading the errors through formState subscribes the form to them, so a new error renders the field again.
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const registered = form.register(name);
  if (rest.multiline) {
    const { multiline: _multiline, ...textarea } = rest;
    return <TextAreaField error={error} {...textarea} {...registered} />;
  }
  const { multiline: _multiline, ...input } = rest;
  return <TextField error={error} {...input} {...registered} />;
}

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The new password's field and its confirmation's. */
  password: Path<T>;
  confirm: Path<T>;
  /** 'New password' where a password is changed, 'Password' for a new account. */
  label: string;
  hint: string;
}

/**
 * A new password typed twice: the account forms (first-run setup, add an administrator, change your own, reset
 * another's) ask the same way, and browsers and password managers see a new password, not one to fill in.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirm,
  label,
  hint,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <FormTextField
        form={form}
        name={password}
        label={label}
        type="password"
        hint={hint}
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name={confirm}
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * A value the form keeps without a control of its own, such as an uploaded image's address. A component of its own
 * so that it registers in its place among the fields: the form focuses the first field with an error in the order
 * the fields registered, and fields register as they render.
 */
export function FormHiddenField<T extends FieldValues>({ form, name }: { form: FieldForm<T>; name: Path<T> }) {
  return <input type="hidden" {...form.register(name)} />;
}
