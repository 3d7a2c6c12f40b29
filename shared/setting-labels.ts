import { isSiteTextKey, siteTexts } from "./site-texts";

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
};

/** 'sales e-mail' for salesEmail; a key nobody named yet stays as it is. */
export const settingLabel = (key: string) => (isSiteTextKey(key) ? siteTexts[key].label : (LABELS[key] ?? key));

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
    case "quoteLinksTarget":
      return value === "form"
        ? "Quote links now lead to the quote form on the Contact page"
        : "Quote links now lead to the client portal";
  }
  if (cleared) return isSiteTextKey(key) ? `Cleared the ${label}, so the default shows` : `Cleared the ${label}`;
  return `Changed the ${label} to ${quote(value!.trim())}`;
}
