import type { SiteTextSection } from "./site-texts-form";

// The site texts of each Site Settings tab: the card's words, and each field with what it is for.

export const HOME_PAGE_TEXTS: SiteTextSection = {
  title: "Home Page Texts",
  description: "The home page's heading and introduction, and the footer's sentence about the company.",
  saveLabel: "Save Home Page Texts",
  savedMessage: "The home page texts have been updated.",
  fields: [
    { key: "homeHeroHeading", label: "Home page heading", purpose: "The large heading at the top of the home page." },
    {
      key: "homeHeroText",
      label: "Home page introduction",
      purpose: "The paragraph under the heading.",
      multiline: true,
    },
    {
      key: "footerBlurb",
      label: "Footer text",
      purpose: "The sentence about the company in the footer of every page.",
      multiline: true,
    },
  ],
};

export const CONTACT_TEXTS: SiteTextSection = {
  title: "Contact & Addresses",
  description: "The e-mail addresses, client portal addresses and other links shown across the site.",
  saveLabel: "Save Contact & Addresses",
  savedMessage: "The contact e-mails and addresses have been updated.",
  fields: [
    {
      key: "salesEmail",
      label: "Sales e-mail",
      purpose: "Shown in the footer and on the Contact page for quotes.",
      type: "email",
    },
    {
      key: "supportEmail",
      label: "Support e-mail",
      purpose: "Shown in the footer and on the Contact page for existing projects.",
      type: "email",
    },
    {
      key: "adminContactEmail",
      label: "Administrator contact e-mail",
      purpose: "Named on the sign-in page for staff who forgot their password.",
      type: "email",
    },
    {
      key: "clientPortalUrl",
      label: "Client portal address",
      purpose: "Where the 'Client Portal' buttons lead (an https:// address).",
      type: "url",
    },
    {
      key: "clientPortalContactUrl",
      label: "Client portal quote request address",
      purpose: "Where quote links lead while they go to the portal (an https:// address).",
      type: "url",
    },
    {
      key: "awarenessDayUrl",
      label: "Global Accessibility Awareness Day address",
      purpose: "The link of the WCAG Explorer's banner in May (an https:// address).",
      type: "url",
    },
  ],
};

export const OTHER_PROJECT_TEXTS: SiteTextSection = {
  title: "Other Projects",
  description: "Two related projects listed in the footer.",
  saveLabel: "Save Other Projects",
  savedMessage: "The other projects have been updated.",
  fields: [
    { key: "otherProject1Name", label: "First project name", purpose: "Listed under 'Other Projects' in the footer." },
    { key: "otherProject1Url", label: "First project address", purpose: "An https:// address.", type: "url" },
    { key: "otherProject2Name", label: "Second project name", purpose: "Listed under 'Other Projects' in the footer." },
    { key: "otherProject2Url", label: "Second project address", purpose: "An https:// address.", type: "url" },
  ],
};

export const EPUB_READER_TEXTS: SiteTextSection = {
  title: "EPUB Reader Downloads",
  description: "Where the EPUB service page sends readers to get Thorium Reader.",
  saveLabel: "Save EPUB Reader Downloads",
  savedMessage: "The EPUB reader download addresses have been updated.",
  fields: [
    { key: "epubReaderUrl", label: "Reader home page", purpose: "The 'About Thorium Reader' link.", type: "url" },
    {
      key: "epubReaderWindowsStoreUrl",
      label: "Windows: Microsoft Store",
      purpose: "An https:// address.",
      type: "url",
    },
    { key: "epubReaderWindowsUrl", label: "Windows: direct install", purpose: "An https:// address.", type: "url" },
    { key: "epubReaderMacArmUrl", label: "Mac: Apple Silicon", purpose: "An https:// address.", type: "url" },
    { key: "epubReaderMacIntelUrl", label: "Mac: Intel", purpose: "An https:// address.", type: "url" },
    { key: "epubReaderFlathubUrl", label: "Linux: Flathub", purpose: "An https:// address.", type: "url" },
    { key: "epubReaderDebianUrl", label: "Linux: Debian package", purpose: "An https:// address.", type: "url" },
  ],
};
