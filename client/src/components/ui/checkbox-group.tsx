import type { UseFormRegisterReturn } from "react-hook-form";

interface CheckboxGroupProps {
  legend: string;
  /** Each box's id is `${idPrefix}-${index}`; the error's is `${idPrefix}-error`. */
  idPrefix: string;
  /** The choices: each is a box's value and its label. */
  options: readonly string[];
  error?: string;
  register: UseFormRegisterReturn;
}

/**
 * Checkboxes for one field that takes several values, in a fieldset named by its legend. The error is said once,
 * under the legend, and linked to the group and to each box.
 */
export function CheckboxGroup({ legend, idPrefix, options, error, register }: CheckboxGroupProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <div key={option} className="flex items-start gap-2">
            <input
              id={`${idPrefix}-${index}`}
              type="checkbox"
              value={option}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-800"
              {...register}
            />
            <label htmlFor={`${idPrefix}-${index}`} className="text-sm text-slate-900">
              {option}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
