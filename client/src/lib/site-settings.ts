import { useQuery } from "@tanstack/react-query";
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "@shared/company-defaults";
import type { SettingKey, SiteSetting } from "@shared/schema";
import { settingsQuery } from "./queries";

export { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE };

export type SiteSettings = Partial<Record<SettingKey, string>>;

/** Settings as a key → value map; a missing or empty value is absent. */
export function toSettingsMap(rows: SiteSetting[] | undefined): SiteSettings {
  const map: SiteSettings = {};
  for (const row of rows ?? []) {
    if (row.settingValue) map[row.settingKey as SettingKey] = row.settingValue;
  }
  return map;
}

export function useSiteSettings() {
  const query = useQuery(settingsQuery);
  const settings = toSettingsMap(query.data);
  return {
    settings,
    companyName: settings.companyName ?? DEFAULT_COMPANY_NAME,
    companyTagline: settings.companyTagline ?? DEFAULT_COMPANY_TAGLINE,
    isLoading: query.isLoading,
  };
}
