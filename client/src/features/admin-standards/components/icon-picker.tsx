import { forwardRef, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { STANDARDS_ICONS } from "@/lib/standards-icons";
import { standardsIcons } from "@shared/schema";

type IconPickerProps = UseFormRegisterReturn<"icon"> & { error?: string };

/** The region's icon as a group of radio buttons, each showing the icon beside its name. */
export const IconPicker = forwardRef<HTMLInputElement, IconPickerProps>(function IconPicker({ error, ...field }, ref) {
  const legendId = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-slate-900">
        Icon
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {standardsIcons.map((value) => {
          const { icon: Icon, label } = STANDARDS_ICONS[value];
          return (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                {...field}
                ref={ref}
              />
              <Icon aria-hidden="true" className="h-5 w-5 text-blue-800" />
              {label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${legendId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
