import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { SettingKey } from "@shared/schema";
import { SettingsCard } from "./settings-card";

export interface SettingSwitchProps {
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

/**
 * A site setting that is on or off: a box of its tab's form, saved with the tab's Save button. Its id is the
 * setting's key, so a link to the setting focuses it.
 */
export function SettingSwitch<T extends FieldValues>({
  settingKey,
  title,
  description,
  label,
  hint,
  register,
}: Omit<SettingSwitchProps, "isOn" | "saved"> & { register: UseFormRegister<T> }) {
  return (
    <SettingsCard title={title} description={description}>
      <CheckboxField id={settingKey} label={label} hint={hint} {...register(settingKey as Path<T>)} />
    </SettingsCard>
  );
}
