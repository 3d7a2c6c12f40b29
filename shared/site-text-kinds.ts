// The site's texts and addresses that an administrator edits in Site Settings, each with the rule its value
// follows. What visitors see is the stored value, else the environment's first-start default, else the placeholder
// (site-text-defaults.ts); the server works this out and sends the result with the settings.

export type SiteTextKind = "text" | "name" | "email" | "url";

/** Each site text and the rule it follows: free text, a short name, an e-mail, an https:// address. */
export const siteTextKinds = {
  homeHeroHeading: "text",
  homeHeroText: "text",
  footerBlurb: "text",
  salesEmail: "email",
  supportEmail: "email",
  adminContactEmail: "email",
  clientPortalUrl: "url",
  clientPortalContactUrl: "url",
  otherProject1Name: "name",
  otherProject1Url: "url",
  otherProject2Name: "name",
  otherProject2Url: "url",
  epubReaderUrl: "url",
  epubReaderWindowsStoreUrl: "url",
  epubReaderWindowsUrl: "url",
  epubReaderMacArmUrl: "url",
  epubReaderMacIntelUrl: "url",
  epubReaderFlathubUrl: "url",
  epubReaderDebianUrl: "url",
  awarenessDayUrl: "url",
} as const satisfies Record<string, SiteTextKind>;

export type SiteTextKey = keyof typeof siteTextKinds;
export const siteTextKeys = Object.keys(siteTextKinds) as SiteTextKey[];
export const isSiteTextKey = (key: string): key is SiteTextKey => Object.hasOwn(siteTextKinds, key);

/** The value of each site text when nothing is stored: the environment's default, else the placeholder. */
export type SiteTextDefaults = Record<SiteTextKey, string>;
