import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { setThemeChoice, useThemeChoice } from "@/lib/colour-theme";
import type { ThemeChoice as Choice } from "@shared/colour-theme";

const OPTIONS: { value: Choice; label: string; Icon: LucideIcon }[] = [
  { value: "system", label: "System", Icon: Monitor },
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
];

interface ThemeChoiceProps {
  /** Words beside the icons (the phone's menu); without them each option shows its icon and a tooltip. */
  withLabels?: boolean;
  /** Its display and place (default: inline-flex). */
  className?: string;
}

/**
 * The colour theme: System (follow the operating system), Light or Dark, as a group of three native radio buttons
 * (arrow keys move between them, screen readers announce "Theme, group" and which one is checked). The choice is
 * remembered in localStorage and applied at once; every page's inline script applies it again before first paint.
 */
export function ThemeChoice({ withLabels = false, className = "inline-flex" }: ThemeChoiceProps) {
  const choice = useThemeChoice();
  const name = useId();
  return (
    <fieldset
      className={`shrink-0 items-center gap-0.5 rounded-lg border border-slate-300 bg-white p-0.5 ${className}`}
    >
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          title={withLabels ? undefined : label}
          data-theme-option={value}
          className={`inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700 has-focus-visible:outline-solid ${
            withLabels ? "flex-1 px-3" : "px-2"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setThemeChoice(value)}
            className="sr-only"
          />
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className={withLabels ? undefined : "sr-only"}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
