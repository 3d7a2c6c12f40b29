import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A registered field that also tells `onValue` each value as it is typed (a title whose address follows it, on pages
 * and services); the form still gets every change.
 */
export function alsoOnChange<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  onValue: (value: string) => void,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event) => {
      onValue(String(event.target.value));
      return field.onChange(event);
    },
  };
}
