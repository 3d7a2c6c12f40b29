// The site's texts and addresses that an administrator edits in Site Settings. Each has a placeholder, and most an
// environment variable the server reads at start-up as the first-start default (see server/site-defaults.ts). What
// visitors see is the stored value, else that default, else the placeholder; the server works this out and sends
// the result. Plain data, no zod: the public website imports it.

export type SiteTextKind = "text" | "name" | "email" | "url";

export interface SiteTextDefinition {
  /** The setting as a person would name it, after "the": 'Changed the sales e-mail'. */
  label: string;
  kind: SiteTextKind;
  /** The environment variable that may give the default in place of the placeholder. */
  env?: string;
  placeholder: string;
}

const sameReaderRelease = "https://github.com/edrlab/thorium-reader/releases/latest";

export const siteTexts = {
  homeHeroHeading: {
    label: "home page heading",
    kind: "text",
    placeholder: "Ready to make your content accessible?",
  },
  homeHeroText: {
    label: "home page introduction",
    kind: "text",
    placeholder:
      "We convert, remediate and audit textbooks, PDFs, e-books, websites and videos so that every reader, " +
      "including people with disabilities, can use them, and so that you meet the laws that require it.",
  },
  footerBlurb: {
    label: "footer text",
    kind: "text",
    placeholder:
      "We convert, remediate and audit documents, e-books, websites and media so that everyone, including people " +
      "with disabilities, can read and use them.",
  },
  salesEmail: { label: "sales e-mail", kind: "email", env: "VITE_SALES_EMAIL", placeholder: "sales@example.com" },
  supportEmail: {
    label: "support e-mail",
    kind: "email",
    env: "VITE_SUPPORT_EMAIL",
    placeholder: "support@example.com",
  },
  adminContactEmail: {
    label: "administrator contact e-mail",
    kind: "email",
    env: "VITE_ADMIN_CONTACT_EMAIL",
    placeholder: "admin@example.com",
  },
  clientPortalUrl: {
    label: "client portal address",
    kind: "url",
    env: "VITE_CLIENT_PORTAL_URL",
    placeholder: "https://portal.example.com/login",
  },
  clientPortalContactUrl: {
    label: "client portal's quote request address",
    kind: "url",
    env: "VITE_CLIENT_PORTAL_CONTACT_URL",
    placeholder: "https://portal.example.com/contact",
  },
  otherProject1Name: {
    label: "first other project's name",
    kind: "name",
    env: "VITE_OTHER_PROJECT_1_NAME",
    placeholder: "Accessible Math Project",
  },
  otherProject1Url: {
    label: "first other project's address",
    kind: "url",
    env: "VITE_OTHER_PROJECT_1_URL",
    placeholder: "https://math.example.com",
  },
  otherProject2Name: {
    label: "second other project's name",
    kind: "name",
    env: "VITE_OTHER_PROJECT_2_NAME",
    placeholder: "Reading Tools Project",
  },
  otherProject2Url: {
    label: "second other project's address",
    kind: "url",
    env: "VITE_OTHER_PROJECT_2_URL",
    placeholder: "https://reading.example.com",
  },
  epubReaderUrl: {
    label: "EPUB reader's home page",
    kind: "url",
    env: "VITE_EPUB_READER_URL",
    placeholder: "https://www.edrlab.org/software/thorium-reader/",
  },
  epubReaderWindowsStoreUrl: {
    label: "EPUB reader's Microsoft Store address",
    kind: "url",
    env: "VITE_EPUB_READER_WINDOWS_STORE_URL",
    placeholder: "https://apps.microsoft.com/search?query=Thorium%20Reader",
  },
  epubReaderWindowsUrl: {
    label: "EPUB reader's Windows installer address",
    kind: "url",
    env: "VITE_EPUB_READER_WINDOWS_URL",
    placeholder: sameReaderRelease,
  },
  epubReaderMacArmUrl: {
    label: "EPUB reader's Mac (Apple silicon) address",
    kind: "url",
    env: "VITE_EPUB_READER_MAC_ARM_URL",
    placeholder: sameReaderRelease,
  },
  epubReaderMacIntelUrl: {
    label: "EPUB reader's Mac (Intel) address",
    kind: "url",
    env: "VITE_EPUB_READER_MAC_INTEL_URL",
    placeholder: sameReaderRelease,
  },
  epubReaderFlathubUrl: {
    label: "EPUB reader's Flathub address",
    kind: "url",
    env: "VITE_EPUB_READER_FLATHUB_URL",
    placeholder: "https://flathub.org/apps/io.github.edrlab.thorium",
  },
  epubReaderDebianUrl: {
    label: "EPUB reader's Debian/Ubuntu address",
    kind: "url",
    env: "VITE_EPUB_READER_DEBIAN_URL",
    placeholder: sameReaderRelease,
  },
} as const satisfies Record<string, SiteTextDefinition>;

export type SiteTextKey = keyof typeof siteTexts;
export const siteTextKeys = Object.keys(siteTexts) as SiteTextKey[];
export const isSiteTextKey = (key: string): key is SiteTextKey => Object.hasOwn(siteTexts, key);

/** The value of each site text when nothing is stored: the environment's default, else the placeholder. */
export type SiteTextDefaults = Record<SiteTextKey, string>;

export const placeholderTexts = Object.fromEntries(
  siteTextKeys.map((key) => [key, siteTexts[key].placeholder]),
) as SiteTextDefaults;

/** Where 'Request a Quote', 'Get in Touch' and 'Contact Us' lead: the external client portal, or /contact. */
export const quoteLinksTargets = ["portal", "form"] as const;
export type QuoteLinksTarget = (typeof quoteLinksTargets)[number];

/** The form only while the Contact page shows it; the portal otherwise, and while nothing is stored. */
export const effectiveQuoteLinksTarget = (
  value: string | null | undefined,
  quoteFormEnabled: string | null | undefined,
): QuoteLinksTarget => (value === "form" && quoteFormEnabled !== "false" ? "form" : "portal");

/** Whether the home page shows its two example testimonials while there are none: on unless turned off. */
export const areExampleTestimonialsEnabled = (value: string | null | undefined) => value !== "false";
