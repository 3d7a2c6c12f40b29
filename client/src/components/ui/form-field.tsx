import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const controlClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 disabled:bg-slate-100 ${
    invalid ? "border-red-700" : "border-slate-400"
  }`;

interface FieldChromeProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  announceError?: boolean;
  children: ReactNode;
}

function FieldChrome({ id, label, hint, error, announceError = true, children }: FieldChromeProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announceError ? "alert" : undefined} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control is described by: anything the caller names (a note above the form), its hint, its error. */
const describedBy = (id: string, hint: unknown, error: unknown, given?: string) =>
  [given ?? "", hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /**
   * Whether a new error is announced at once (role="alert"). A form with an error summary turns this off: the
   * summary takes focus and is read instead, and each field's message is still read with the field.
   */
  announceError?: boolean;
}

export type TextFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled input whose hint and error are linked to it (aria-describedby) and announced. Its `type` is always
 * written out ("text" unless given): an input without one is a text field to browsers, but checkers that read the
 * markup (HTML_CodeSniffer) then judge its autocomplete token against no type at all.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    announceError,
    id: givenId,
    className = "",
    type = "text",
    "aria-describedby": given,
    ...props
  },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldChrome id={id} label={label} hint={hint} error={error} announceError={announceError}>
      <input
        ref={ref}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, given)}
        className={`${controlClass(Boolean(error))} min-h-10 ${className}`}
        {...props}
      />
    </FieldChrome>
  );
});

export type TextAreaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, announceError, id: givenId, className = "", rows = 4, "aria-describedby": given, ...props },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldChrome id={id} label={label} hint={hint} error={error} announceError={announceError}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, given)}
        className={`${controlClass(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldChrome>
  );
});

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled drop-down list, its hint and error linked and announced like a text field's. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, announceError, id: givenId, className = "", "aria-describedby": given, ...props },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldChrome id={id} label={label} hint={hint} error={error} announceError={announceError}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, given)}
        className={`${controlClass(Boolean(error))} min-h-10 ${className}`}
        {...props}
      />
    </FieldChrome>
  );
});
