import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";

interface AltTextFieldsProps {
  /** e.g. 'Alt text', or 'Avatar alt text' where a dialog has two images. */
  label?: string;
  /** The name used when the text is left empty, said in the hint: 'the name', "the person's name". */
  fallback?: string;
  alt: UseFormRegisterReturn;
  decorative: UseFormRegisterReturn;
  /** The checkbox's current value: a decorative image has no alt text, so the text field is disabled. */
  isDecorative: boolean;
  error?: string;
}

/**
 * What the public site says about an uploaded image: an alt text field (empty means the name shown with it) and a
 * 'Decorative image' checkbox for images that add nothing the text beside them does not already say.
 */
export function AltTextFields({
  label = "Alt text",
  fallback = "the name",
  alt,
  decorative,
  isDecorative,
  error,
}: AltTextFieldsProps) {
  const checkboxId = useId();
  return (
    <div className="grid gap-2">
      <TextField
        label={label}
        hint={isDecorative ? "Decorative images are skipped by screen readers." : `Leave empty to use ${fallback}`}
        disabled={isDecorative}
        error={error}
        {...alt}
      />
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="h-5 w-5 rounded border-slate-400 accent-blue-800"
          {...decorative}
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-900">
          Decorative image
        </label>
      </div>
    </div>
  );
}
