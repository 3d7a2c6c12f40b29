import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** One icon the picker offers: the value the form stores, the drawing and the name it is announced by. */
export interface IconOption {
  value: string;
  icon: LucideIcon;
  label: string;
}

type IconPickerProps = UseFormRegisterReturn & {
  options: readonly IconOption[];
  error?: string;
  /** 'cards': a grid of bordered choices (a long set); 'row': the choices side by side (a short one). */
  layout?: "cards" | "row";
};

const LOOKS = {
  cards: {
    list: "grid grid-cols-2 gap-2 sm:grid-cols-3",
    choice:
      "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 text-sm text-slate-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50",
    icon: "h-5 w-5 shrink-0 text-blue-800",
  },
  row: {
    list: "flex flex-wrap gap-x-6 gap-y-2",
    choice: "flex min-h-10 items-center gap-2 text-sm text-slate-900",
    icon: "h-5 w-5 text-blue-800",
  },
};

/**
 * A form's icon as a group of radio buttons named 'Icon', each showing its drawing beside its name; arrow keys move
 * between them. Spread the field's register() onto it, ref included, so a failed check can focus it.
 */
export function IconPicker({ options, error, layout = "cards", ...field }: IconPickerProps) {
  const id = useId();
  const look = LOOKS[layout];
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Icon</legend>
      <div className={look.list}>
        {options.map(({ value, icon: Icon, label }) => (
          <label key={value} className={look.choice}>
            <input
              type="radio"
              value={value}
              className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              {...field}
            />
            <Icon aria-hidden="true" className={look.icon} />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
