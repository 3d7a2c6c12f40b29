import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api";

// How a server's field error reaches a form field: the API answers 400 `{ message, fieldErrors: { field: [msg] } }`
// with the paths of its zod schema, and the form's fields have the same names, so each message lands on the field
// of that name (its error text, aria-invalid and aria-describedby come with the field component).

export interface ServerFieldOptions {
  /** The form's values travel under this key, so the server's names start with it, e.g. "settings.". */
  prefix?: string;
  /**
   * A list the server checks item by item but the form edits as one text (features.2 → featuresText): the
   * list's name, and the field that shows its errors.
   */
  lists?: Record<string, string>;
  /** False where the form moves focus itself, e.g. to an error summary. */
  focus?: boolean;
}

/** Every field of a form's values in the order they are listed, nested ones by their path (details.0.title). */
function fieldPaths(values: unknown, path = ""): string[] {
  const nested =
    Array.isArray(values) || (values !== null && typeof values === "object" && values.constructor === Object);
  if (!nested) return path ? [path] : [];
  const inner = Object.entries(values as object).flatMap(([key, value]) =>
    fieldPaths(value, path ? `${path}.${key}` : key),
  );
  return path ? [path, ...inner] : inner;
}

/**
 * Puts the server's field errors on the form's fields of the same names and focuses the first of them (in the
 * form's order). The names come from the form's own values, so a field added to the schema and the form is covered
 * without being listed here. Returns true when at least one field error was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  { prefix = "", lists = {}, focus = true }: ServerFieldOptions = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const messages = new Map<string, string>();
  for (const [key, [message] = []] of Object.entries(error.fieldErrors)) {
    if (!message || !key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    const field = lists[name.split(".")[0]!] ?? name;
    if (!messages.has(field)) messages.set(field, message);
  }
  let shown = false;
  for (const field of fieldPaths(form.getValues())) {
    const message = messages.get(field);
    if (!message) continue;
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
