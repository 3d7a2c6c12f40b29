import type { PublicSetting } from "@shared/schema";
import { placeholderTexts } from "@shared/site-text-defaults";
import { siteTextKeys, type SiteTextKey } from "@shared/site-text-kinds";

/** What an administrator stored for each site text (empty when it uses its default), and those defaults. */
export function storedSiteTexts(rows: PublicSetting[] | undefined) {
  const stored = {} as Record<SiteTextKey, string>;
  const defaults = { ...placeholderTexts };
  for (const key of siteTextKeys) stored[key] = "";
  for (const row of rows ?? []) {
    const key = row.settingKey as SiteTextKey;
    if (!(key in stored)) continue;
    if (row.defaultValue !== undefined) defaults[key] = row.defaultValue;
    stored[key] = row.usesDefault ? "" : (row.settingValue ?? "");
  }
  return { stored, defaults };
}
