import { useQuery } from "@tanstack/react-query";
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "@shared/company-defaults";
import type { PublicSetting, SettingKey } from "@shared/schema";
import type { SiteTextKey } from "@shared/site-text-kinds";
import { areExampleTestimonialsEnabled, defaultTexts, effectiveQuoteLinksTarget } from "@shared/site-texts";
import { settingsQuery } from "./queries";

export { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE };

export type SiteSettings = Partial<Record<SettingKey, string>>;

/** Settings as a key → value map; a missing or empty value is absent. Site texts carry their effective value. */
export function toSettingsMap(rows: PublicSetting[] | undefined): SiteSettings {
  const map: SiteSettings = {};
  for (const row of rows ?? []) {
    if (row.settingValue) map[row.settingKey as SettingKey] = row.settingValue;
  }
  return map;
}

/**
 * The site's texts and addresses as visitors see them. The server sends each one's effective value (stored, else
 * the environment's default, else the placeholder). Until it has (or if it could not), texts show their
 * placeholder, but addresses, e-mails and names are empty: the places that show them leave them out rather than
 * send visitors to a placeholder address.
 */
export function siteTextsOf(settings: SiteSettings): Record<SiteTextKey, string> {
  return new Proxy(settings, {
    get: (target, key: SiteTextKey) => target[key]?.trim() || defaultTexts[key] || "",
  }) as Record<SiteTextKey, string>;
}

export function useSiteSettings() {
  const query = useQuery(settingsQuery);
  const settings = toSettingsMap(query.data);
  return {
    settings,
    rows: query.data,
    texts: siteTextsOf(settings),
    quoteLinksTarget: effectiveQuoteLinksTarget(settings.quoteLinksTarget, settings.quoteFormEnabled),
    exampleTestimonialsEnabled: areExampleTestimonialsEnabled(settings.exampleTestimonialsEnabled),
    companyName: settings.companyName ?? DEFAULT_COMPANY_NAME,
    companyTagline: settings.companyTagline ?? DEFAULT_COMPANY_TAGLINE,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}

/**
 * A page's own words (shared/page-texts/): what an administrator stored for each, else the default the page ships.
 * The server sends these settings only once stored, so the page's defaults are the only ones it needs.
 */
export function pageTextsOf<Key extends SettingKey>(
  settings: SiteSettings,
  defaults: Readonly<Record<Key, string>>,
): Record<Key, string> {
  const texts = {} as Record<Key, string>;
  for (const key in defaults) texts[key] = settings[key]?.trim() || defaults[key];
  return texts;
}

export function usePageTexts<Key extends SettingKey>(defaults: Readonly<Record<Key, string>>): Record<Key, string> {
  return pageTextsOf(toSettingsMap(useQuery(settingsQuery).data), defaults);
}
