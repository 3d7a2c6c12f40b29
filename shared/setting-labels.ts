// Each setting as a person would name it, after "the", for the activity log ('Changed the sales e-mail'): the
// labels of the registry (settings-registry.ts).
import { keysOfKind, settingKeys, settingRegistry } from "./settings-registry";
import { isSiteTextKey } from "./site-text-kinds";

/** The item the activity log names for a save of the social links together. */
export const SOCIAL_LINKS = "socialLinks";

/** Each social network as the site names it, by its setting's key. */
const NETWORKS: Record<string, string> = Object.fromEntries(
  keysOfKind("socialLink").map((key) => [key, settingRegistry[key].network]),
);

const LABELS: Record<string, string> = {
  ...Object.fromEntries(settingKeys.map((key) => [key, settingRegistry[key].label])),
  // Not a setting: what the log calls one save of the Social Media form.
  [SOCIAL_LINKS]: "social links",
};

/** 'sales e-mail' for salesEmail; a key nobody named yet stays as it is. */
export const settingLabel = (key: string) => LABELS[key] ?? key;

/** "YouTube link" for youtubeUrl; several keys (one save of several settings) as "Company name, tagline". */
export function settingItemLabel(entityId: string): string {
  const text = entityId.split(",").map(settingLabel).join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const quote = (value: string) => `"${value.length > 120 ? `${value.slice(0, 119)}…` : value}"`;

/** One line for the activity log about a saved setting, as a person would say it. */
export function describeSettingChange(key: string, value: string | null): string {
  const label = settingLabel(key);
  const cleared = !value?.trim();
  switch (key) {
    case "quoteFormEnabled":
      return value === "false"
        ? "Turned the quote request form off (quote links lead to the client portal again)"
        : "Turned the quote request form on";
    case "exampleTestimonialsEnabled":
      return value === "false" ? "Turned the example testimonials off" : "Turned the example testimonials on";
    case "otherProjectsEnabled":
      return value === "false" ? "Turned the footer's other projects off" : "Turned the footer's other projects on";
    case "quoteLinksTarget":
      return value === "form"
        ? "Quote links now lead to the quote form on the Contact page"
        : "Quote links now lead to the client portal";
    case "inquiryRetentionMonths": {
      const months = cleared ? 0 : Number(value!.trim());
      return months > 0
        ? `Inquiries unchanged for ${months} month${months === 1 ? "" : "s"} are now deleted`
        : "Turned off deleting old inquiries";
    }
  }
  if (cleared) return isSiteTextKey(key) ? `Cleared the ${label}, so the default shows` : `Cleared the ${label}`;
  return `Changed the ${label} to ${quote(value!.trim())}`;
}

/** "a, b and c" */
const joinAnd = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * The activity log's item and sentence for one save of several settings (a form's Save): `saved` is every value the
 * save wrote, `changed` the keys whose value it changed. The social links are named together ('Changed the social
 * links: YouTube, LinkedIn'); one changed setting reads as its own change; several as a list of their names.
 */
export function describeSettingsSave(
  saved: Record<string, string | null>,
  changed: string[],
): { entityId: string; summary: string } {
  const keys = Object.keys(saved);
  if (keys.every((key) => key in NETWORKS)) {
    const names = changed.map((key) => (saved[key]?.trim() ? NETWORKS[key] : `${NETWORKS[key]} (removed)`));
    return {
      entityId: SOCIAL_LINKS,
      summary: names.length ? `Changed the social links: ${names.join(", ")}` : "Saved the social links unchanged",
    };
  }
  if (changed.length === 1)
    return { entityId: changed[0]!, summary: describeSettingChange(changed[0]!, saved[changed[0]!] ?? null) };
  const listed = changed.length ? changed : keys;
  return {
    entityId: listed.join(","),
    summary: changed.length
      ? `Changed the ${joinAnd(changed.map(settingLabel))}`
      : `Saved the ${joinAnd(keys.map(settingLabel))} unchanged`,
  };
}
