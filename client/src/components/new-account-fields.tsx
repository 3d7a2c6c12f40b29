import type { FieldValues, Path } from "react-hook-form";
import { FormTextField, NewPasswordFields, type FieldForm } from "@/components/ui/form-text-field";

/** The names the forms that create an account give its fields; their form must have all four. */
type AccountField = "username" | "email" | "password" | "confirmPassword";

interface NewAccountFieldsProps<T extends FieldValues> {
  form: FieldForm<T>;
  /**
   * Whose account it is. One's own (first-run setup): browsers may fill in and save the username and e-mail.
   * Another administrator's (Add Administrator): they may not, and the username's rule is said beside it.
   */
  owner: "self" | "other";
  passwordHint: string;
}

/**
 * Username, optional e-mail and a new password typed twice: the first-run form and Add Administrator create an
 * account with the same fields.
 */
export function NewAccountFields<T extends FieldValues>({ form, owner, passwordHint }: NewAccountFieldsProps<T>) {
  const name = (field: AccountField) => field as Path<T>;
  const self = owner === "self";
  return (
    <>
      <FormTextField
        form={form}
        name={name("username")}
        label="Username"
        {...(self
          ? { placeholder: "Choose a username", autoComplete: "username" }
          : { hint: "Letters, digits and . _ @ - only.", autoComplete: "off", spellCheck: false })}
      />
      <FormTextField
        form={form}
        name={name("email")}
        label="E-mail (optional)"
        type="email"
        autoComplete={self ? "email" : "off"}
      />
      <NewPasswordFields
        form={form}
        password={name("password")}
        confirm={name("confirmPassword")}
        label="Password"
        hint={passwordHint}
      />
    </>
  );
}
