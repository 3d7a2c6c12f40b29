// The site's texts and addresses that an administrator edits in Site Settings, each with the rule its value
// follows: the settings of the registry (settings-registry.ts) whose kind is a site text's. What visitors see is
// the stored value, else the environment's first-start default, else the placeholder (site-text-defaults.ts); the
// server works this out and sends the result with the settings.
import {
  isSiteTextKind,
  keysOfKind,
  settingRegistry,
  siteTextKindNames,
  type SettingKeyOfKind,
  type SiteTextKind,
} from "./settings-registry";

export type { SiteTextKind };

export type SiteTextKey = SettingKeyOfKind<SiteTextKind>;
export const siteTextKeys: SiteTextKey[] = keysOfKind(...siteTextKindNames);

/** Each site text and the rule it follows: free text, a short name, an e-mail, an https:// address. */
export const siteTextKinds = Object.fromEntries(siteTextKeys.map((key) => [key, settingRegistry[key].kind])) as {
  readonly [Key in SiteTextKey]: (typeof settingRegistry)[Key]["kind"];
};

export const isSiteTextKey = (key: string): key is SiteTextKey =>
  Object.hasOwn(settingRegistry, key) && isSiteTextKind(settingRegistry[key as keyof typeof settingRegistry].kind);

/** The value of each site text when nothing is stored: the environment's default, else the placeholder. */
export type SiteTextDefaults = Record<SiteTextKey, string>;
