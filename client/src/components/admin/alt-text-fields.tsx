import { useId } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { FormTextField, type FieldForm } from "@/components/ui/form-text-field";

interface AltTextFieldsProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** e.g. 'Alt text', or 'Avatar alt text' where a dialog has two images. */
  label?: string;
  /** The name used when the text is left empty, said in the hint: 'the name', "the person's name". */
  fallback?: string;
  /** The alt text's field and the 'Decorative image' checkbox's. */
  alt: Path<T>;
  decorative: Path<T>;
  /** The checkbox's current value: a decorative image has no alt text, so the text field is disabled. */
  isDecorative: boolean;
}

/**
 * What the public site says about an uploaded image: an alt text field (empty means the name shown with it) and a
 * 'Decorative image' checkbox for images that add nothing the text beside them does not already say.
 */
export function AltTextFields<T extends FieldValues>({
  form,
  label = "Alt text",
  fallback = "the name",
  alt,
  decorative,
  isDecorative,
}: AltTextFieldsProps<T>) {
  const checkboxId = useId();
  return (
    <div className="grid gap-2">
      <FormTextField
        form={form}
        name={alt}
        label={label}
        hint={isDecorative ? "Decorative images are skipped by screen readers." : `Leave empty to use ${fallback}`}
        disabled={isDecorative}
      />
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="h-5 w-5 rounded border-slate-400 accent-blue-800"
          {...form.register(decorative)}
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-900">
          Decorative image
        </label>
      </div>
    </div>
  );
}
