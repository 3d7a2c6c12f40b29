import { Moon, SunMoon, Sun, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { usePopupMenu } from "@/components/ui/use-popup-menu";
import { setThemeChoice, useThemeChoice } from "@/lib/colour-theme";
import type { ThemeChoice as Choice } from "@shared/colour-theme";

const OPTIONS: { value: Choice; label: string; Icon: LucideIcon }[] = [
  // System shows the sun-and-moon the header's Theme button shows: one drawing less in every page's first download.
  { value: "system", label: "System", Icon: SunMoon },
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
          className={`relative inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700 has-focus-visible:outline-solid ${
            withLabels ? "flex-1 px-3" : "px-2"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setThemeChoice(value)}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className={withLabels ? undefined : "sr-only"}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The header's compact form, where the row has no room for three buttons: one button named "Theme" that shows the
 * group in a small panel below it. The panel closes on Escape (focus back on the button), on a click outside and
 * once the focus leaves it.
 */
export function ThemeChoiceMenu() {
  const { open, rootRef, toggleProps } = usePopupMenu({ closeOnFocusOutside: true });
  const panelId = useId();
  return (
    <div ref={rootRef} className="relative">
      <button
        {...toggleProps(panelId)}
        aria-label="Theme"
        title="Theme"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100"
      >
        <SunMoon aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-max rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ThemeChoice withLabels className="flex w-full" />
      </div>
    </div>
  );
}
