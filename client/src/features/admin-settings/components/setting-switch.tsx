import { useId, useState } from "react";
import type { SiteSettings } from "@/lib/site-settings";
import type { SettingKey } from "@shared/schema";
import { useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";

export interface SettingSwitchProps {
  settings: SiteSettings;
  /** The switch's setting, stored as "true" or "false". */
  settingKey: SettingKey;
  /** Whether a stored value (or none) means on: each switch has its own default. */
  isOn: (value: string | undefined) => boolean;
  title: string;
  description: string;
  label: string;
  hint: string;
  /** The success toast's description after turning it on, and after turning it off. */
  saved: { on: string; off: string };
}

/** A site setting that is on or off, saved as soon as the box is ticked or cleared. */
export function SettingSwitch({
  settings,
  settingKey,
  isOn,
  title,
  description,
  label,
  hint,
  saved,
}: SettingSwitchProps) {
  const save = useSaveSettings({
    success: (_rows, patch) => ({
      title: "Settings saved",
      description: patch[settingKey] === "true" ? saved.on : saved.off,
    }),
    failure: "Save failed",
  });
  const id = useId();
  const stored = isOn(settings[settingKey]);
  // While a change is saving (and the settings are fetched again), the box shows what was asked for, from the
  // click on: the mutation's own pending state arrives a moment later, and the box would flick back meanwhile.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? stored;

  const onChange = (enabled: boolean) => {
    setAsked(enabled);
    save.mutate({ [settingKey]: String(enabled) }, { onSettled: () => setAsked(null) });
  };

  return (
    <SettingsCard title={title} description={description}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={asked !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-800"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
