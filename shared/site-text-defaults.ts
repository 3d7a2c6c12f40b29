import { settingOf } from "./settings-registry";
import { siteTextKeys, type SiteTextDefaults, type SiteTextKey } from "./site-text-kinds";

// The first-start defaults of the site texts, from the registry (settings-registry.ts): the environment variable
// the server reads for each (its VITE_* name, kept from when the website was built with them), and the placeholder
// used when that is unset too.

export const siteTextEnv: Partial<Record<SiteTextKey, string>> = Object.fromEntries(
  siteTextKeys.flatMap((key) => {
    const { env } = settingOf(key);
    return env ? [[key, env]] : [];
  }),
);

export const placeholderTexts = Object.fromEntries(
  siteTextKeys.map((key) => [key, settingOf(key).default ?? ""]),
) as SiteTextDefaults;
