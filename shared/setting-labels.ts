// Each setting as a person would name it, after "the", for the activity log ('Changed the sales e-mail').

/** The item the activity log names for a save of the social links together. */
export const SOCIAL_LINKS = "socialLinks";

/** Each social network as the site names it. */
const NETWORKS: Record<string, string> = {
  twitterUrl: "Twitter",
  linkedinUrl: "LinkedIn",
  facebookUrl: "Facebook",
  instagramUrl: "Instagram",
  youtubeUrl: "YouTube",
};

const LABELS: Record<string, string> = {
  companyName: "company name",
  companyTagline: "tagline",
  companyLogo: "company logo",
  twitterUrl: "Twitter link",
  linkedinUrl: "LinkedIn link",
  facebookUrl: "Facebook link",
  instagramUrl: "Instagram link",
  youtubeUrl: "YouTube link",
  // Not a setting: what the log calls one save of the Social Media form.
  [SOCIAL_LINKS]: "social links",
  quoteFormEnabled: "quote request form",
  quoteLinksTarget: "quote links",
  exampleTestimonialsEnabled: "example testimonials",
  otherProjectsEnabled: "footer's other projects",
  homeHeroHeading: "home page heading",
  homeHeroText: "home page introduction",
  footerBlurb: "footer text",
  salesEmail: "sales e-mail",
  supportEmail: "support e-mail",
  adminContactEmail: "administrator contact e-mail",
  clientPortalUrl: "client portal address",
  clientPortalContactUrl: "client portal's quote request address",
  otherProject1Name: "first other project's name",
  otherProject1Url: "first other project's address",
  otherProject2Name: "second other project's name",
  otherProject2Url: "second other project's address",
  epubReaderUrl: "EPUB reader's home page",
  epubReaderWindowsStoreUrl: "EPUB reader's Microsoft Store address",
  epubReaderWindowsUrl: "EPUB reader's Windows installer address",
  epubReaderMacArmUrl: "EPUB reader's Mac (Apple silicon) address",
  epubReaderMacIntelUrl: "EPUB reader's Mac (Intel) address",
  epubReaderFlathubUrl: "EPUB reader's Flathub address",
  epubReaderDebianUrl: "EPUB reader's Debian/Ubuntu address",
  awarenessDayUrl: "Global Accessibility Awareness Day address",
};

const SITE_TEXT_KEYS = new Set([
  "homeHeroHeading",
  "homeHeroText",
  "footerBlurb",
  "salesEmail",
  "supportEmail",
  "adminContactEmail",
  "clientPortalUrl",
  "clientPortalContactUrl",
  "otherProject1Name",
  "otherProject1Url",
  "otherProject2Name",
  "otherProject2Url",
  "epubReaderUrl",
  "epubReaderWindowsStoreUrl",
  "epubReaderWindowsUrl",
  "epubReaderMacArmUrl",
  "epubReaderMacIntelUrl",
  "epubReaderFlathubUrl",
  "epubReaderDebianUrl",
  "awarenessDayUrl",
]);

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
  }
  if (cleared) return SITE_TEXT_KEYS.has(key) ? `Cleared the ${label}, so the default shows` : `Cleared the ${label}`;
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
