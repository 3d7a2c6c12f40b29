import { apiJson } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";
import { useChange, type ChangeWords } from "@/lib/react-query";
import type { SettingKey, SiteSetting } from "@shared/schema";

export type SettingsPatch = Partial<Record<SettingKey, string | null | undefined>>;

/**
 * The body nests the values under `settings`, so the server names a refused field `settings.<key>`: a form passes
 * this to applyServerFieldErrors to find its own field.
 */
export const SETTINGS_FIELD_PREFIX = "settings.";

/**
 * Saves a form's settings together in one request (so the activity log gets one entry naming what changed); an
 * empty value is stored as null, which hides it on the site or lets its default show. Nothing changed: nothing is
 * sent.
 */
export async function saveSettings(patch: SettingsPatch): Promise<SiteSetting[]> {
  if (Object.keys(patch).length === 0) return [];
  const settings = Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [key, value?.trim() ? value.trim() : null]),
  );
  return apiJson<SiteSetting[]>("PUT", "/api/settings", { settings });
}

/** Each settings form saves through this in its own words; every save refreshes the settings the site shows. */
export const useSaveSettings = (words: ChangeWords<SettingsPatch, SiteSetting[]>) =>
  useChange(saveSettings, { ...words, invalidates: [settingsQuery.queryKey] });
