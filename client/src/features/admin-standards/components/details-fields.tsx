import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { IconButton } from "@/components/ui/icon-button";
import { STANDARDS_MAX_DETAILS, type InsertStandardsRegion } from "@shared/schema";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type is the dialog's business
type RegionForm = UseFormReturn<InsertStandardsRegion, unknown, any>;

/**
 * The region's laws and standards: each a numbered title and description, added and removed with buttons. After a
 * removal the focus moves to the detail that took its place (or the one before it, or the add button), so a
 * keyboard user is never left on a button that is gone.
 */
export function DetailsFields({ form }: { form: RegionForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "details" });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.details;
  const listError = errors?.root?.message ?? errors?.message;

  const removeAt = (index: number) => {
    remove(index);
    const next = Math.min(index, fields.length - 2);
    if (next >= 0) setTimeout(() => form.setFocus(`details.${next}.title`));
    else addRef.current?.focus();
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Laws and standards</legend>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div key={field.id} className="grid gap-3 rounded-md border border-slate-200 p-3">
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={`Detail ${number} title`}
                  error={errors?.[index]?.title?.message}
                  {...form.register(`details.${index}.title`)}
                />
              </div>
              <IconButton
                label={`Remove detail ${number}`}
                icon={Trash2}
                tone="danger"
                onClick={() => removeAt(index)}
              />
            </div>
            <TextAreaField
              label={`Detail ${number} description`}
              rows={3}
              error={errors?.[index]?.description?.message}
              {...form.register(`details.${index}.description`)}
            />
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          disabled={fields.length >= STANDARDS_MAX_DETAILS}
          onClick={() => append({ title: "", description: "" })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Detail
        </Button>
      </div>
    </fieldset>
  );
}
