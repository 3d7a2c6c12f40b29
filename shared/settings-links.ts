// Addresses that open Site Settings on one tab, and focus one field there: `/admin/settings?tab=addresses#salesEmail`.
// The tab is read from the registry, so a link follows a setting that moves to another tab. The screen gives each
// field the id of its setting's key (settings-screen.tsx reads the address).
import { paths } from "./paths";
import { settingOf, settingsTabs, type SettingKey, type SettingsTab } from "./settings-registry";

/** The query parameter that names the tab. */
export const SETTINGS_TAB_PARAM = "tab";

/** Site Settings opened on a tab (the first tab, Company Information, is the screen as it opens: no parameter). */
export function settingsTabHref(tab: SettingsTab, fieldId?: string): string {
  const query = tab === settingsTabs[0] ? "" : `?${SETTINGS_TAB_PARAM}=${encodeURIComponent(tab)}`;
  return `${paths.admin.settings}${query}${fieldId ? `#${encodeURIComponent(fieldId)}` : ""}`;
}

/** Site Settings opened on the tab of a setting, with the focus in that setting's field. */
export const settingsFieldHref = (key: SettingKey): string => settingsTabHref(settingOf(key).tab, key);
