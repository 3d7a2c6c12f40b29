import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { serviceIcons } from "@/content/service-icons";
import { serviceIconNames, type ServiceIcon } from "@shared/schema";

/** What each drawing is called in the picker. */
export const ICON_NAMES: Record<ServiceIcon, string> = {
  "file-text": "Document",
  "file-pdf": "PDF file",
  globe: "Globe",
  presentation: "Presentation",
  calculator: "Calculator",
  "book-open": "Open book",
  book: "Book",
  "clipboard-check": "Checklist",
  database: "Database",
  video: "Video",
};

/** The icon set as radio buttons, each showing its drawing and its name; arrow keys move between them. */
export function IconPicker({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Icon</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {serviceIconNames.map((name) => {
          const Icon = serviceIcons[name];
          return (
            <label
              key={name}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 text-sm text-slate-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                value={name}
                className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                {...register}
              />
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-blue-800" />
              {ICON_NAMES[name]}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
