import type { SiteTextDefaults, SiteTextKey } from "./site-text-kinds";
import { defaultTexts } from "./site-texts";

// The first-start defaults of the site texts: the environment variable the server reads for each (its VITE_*
// name, kept from when the website was built with them), and the placeholder used when that is unset too.

export const siteTextEnv: Partial<Record<SiteTextKey, string>> = {
  salesEmail: "VITE_SALES_EMAIL",
  supportEmail: "VITE_SUPPORT_EMAIL",
  adminContactEmail: "VITE_ADMIN_CONTACT_EMAIL",
  clientPortalUrl: "VITE_CLIENT_PORTAL_URL",
  clientPortalContactUrl: "VITE_CLIENT_PORTAL_CONTACT_URL",
  otherProject1Name: "VITE_OTHER_PROJECT_1_NAME",
  otherProject1Url: "VITE_OTHER_PROJECT_1_URL",
  otherProject2Name: "VITE_OTHER_PROJECT_2_NAME",
  otherProject2Url: "VITE_OTHER_PROJECT_2_URL",
  epubReaderUrl: "VITE_EPUB_READER_URL",
  epubReaderWindowsStoreUrl: "VITE_EPUB_READER_WINDOWS_STORE_URL",
  epubReaderWindowsUrl: "VITE_EPUB_READER_WINDOWS_URL",
  epubReaderMacArmUrl: "VITE_EPUB_READER_MAC_ARM_URL",
  epubReaderMacIntelUrl: "VITE_EPUB_READER_MAC_INTEL_URL",
  epubReaderFlathubUrl: "VITE_EPUB_READER_FLATHUB_URL",
  epubReaderDebianUrl: "VITE_EPUB_READER_DEBIAN_URL",
  awarenessDayUrl: "VITE_AWARENESS_DAY_URL",
} as SiteTextDefaults;

const sameReaderRelease = "https://github.com/edrlab/thorium-reader/releases/latest";

export const placeholderTexts = {
  ...defaultTexts,
  salesEmail: "sales@example.com",
  supportEmail: "support@example.com",
  adminContactEmail: "admin@example.com",
  clientPortalUrl: "https://portal.example.com/login",
  clientPortalContactUrl: "https://portal.example.com/contact",
  otherProject1Name: "Accessible Math Project",
  otherProject1Url: "https://math.example.com",
  otherProject2Name: "Reading Tools Project",
  otherProject2Url: "https://reading.example.com",
  epubReaderUrl: "https://www.edrlab.org/software/thorium-reader/",
  epubReaderWindowsStoreUrl: "https://apps.microsoft.com/search?query=Thorium%20Reader",
  epubReaderWindowsUrl: sameReaderRelease,
  epubReaderMacArmUrl: sameReaderRelease,
  epubReaderMacIntelUrl: sameReaderRelease,
  epubReaderFlathubUrl: "https://flathub.org/apps/io.github.edrlab.thorium",
  epubReaderDebianUrl: sameReaderRelease,
  awarenessDayUrl: "https://accessibility.day/",
} as SiteTextDefaults;
