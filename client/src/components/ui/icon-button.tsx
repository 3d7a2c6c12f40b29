import type { LucideIcon } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Tooltip } from "./tooltip";

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, e.g. "Edit Jane Doe"; also shown in a tooltip on hover and keyboard focus. */
  label: string;
  icon: LucideIcon;
  tone?: "default" | "danger";
}

/** A square button that shows only an icon; its name comes from `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon: Icon, tone = "default", className = "", ...props },
  ref,
) {
  const color =
    tone === "danger" ? "text-red-700 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900";
  return (
    <Tooltip content={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md disabled:opacity-50 ${color} ${className}`}
        {...props}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </button>
    </Tooltip>
  );
});
