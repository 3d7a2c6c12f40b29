import { siteTextValueSchema } from "@shared/schema";
import { placeholderTexts, siteTextEnv } from "@shared/site-text-defaults";
import { siteTextKeys, siteTextKinds, type SiteTextDefaults } from "@shared/site-text-kinds";

/**
 * The first-start defaults of the site's texts and addresses: each VITE_* variable the server finds in its
 * environment at start-up, checked with the rule Site Settings applies to that setting (an e-mail, an https://
 * address), else the placeholder. A value stored in Site Settings wins over both; nothing here is built into the
 * website, so one build serves any company. A bad value stops start-up with a message naming each variable.
 */
export function loadSiteTextDefaults(source: Record<string, string | undefined>): SiteTextDefaults {
  const problems: string[] = [];
  const defaults = {} as SiteTextDefaults;
  for (const key of siteTextKeys) {
    const name = siteTextEnv[key];
    const raw = name ? source[name]?.trim() : undefined;
    if (!raw) {
      defaults[key] = placeholderTexts[key];
      continue;
    }
    const checked = siteTextValueSchema(siteTextKinds[key]).safeParse(raw);
    if (checked.success) defaults[key] = raw;
    else problems.push(`  ${name}: ${checked.error.issues[0]?.message} (got "${raw}")`);
  }
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  return defaults;
}
