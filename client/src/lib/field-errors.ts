import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api";

/**
 * Puts the server's fieldErrors on the matching form fields and focuses the first one.
 * Returns true when at least one field error was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = error.fieldErrors;
  let shown = false;
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
