// Each setting as a person would name it, after "the", for the activity log ('Changed the sales e-mail').
const LABELS: Record<string, string> = {
  companyName: "company name",
  companyTagline: "tagline",
  companyLogo: "company logo",
  twitterUrl: "Twitter address",
  linkedinUrl: "LinkedIn address",
  facebookUrl: "Facebook address",
  instagramUrl: "Instagram address",
  youtubeUrl: "YouTube address",
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
