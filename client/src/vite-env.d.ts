/// <reference types="vite/client" />

/** The website's build-time settings, parsed and given their placeholders by vite.config.ts (lib/site-config.ts). */
declare const __SITE_CONFIG__: import("./lib/site-config").SiteConfig;

// The VITE_* settings are read only by lib/site-config.ts at build time; the website uses siteConfig (lib/config.ts).
interface ImportMetaEnv {
  readonly VITE_CLIENT_PORTAL_URL?: string;
  readonly VITE_CLIENT_PORTAL_CONTACT_URL?: string;
  readonly VITE_SALES_EMAIL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_ADMIN_CONTACT_EMAIL?: string;
  readonly VITE_OTHER_PROJECT_1_NAME?: string;
  readonly VITE_OTHER_PROJECT_1_URL?: string;
  readonly VITE_OTHER_PROJECT_2_NAME?: string;
  readonly VITE_OTHER_PROJECT_2_URL?: string;
  readonly VITE_EPUB_READER_URL?: string;
  readonly VITE_EPUB_READER_WINDOWS_STORE_URL?: string;
  readonly VITE_EPUB_READER_WINDOWS_URL?: string;
  readonly VITE_EPUB_READER_MAC_ARM_URL?: string;
  readonly VITE_EPUB_READER_MAC_INTEL_URL?: string;
  readonly VITE_EPUB_READER_FLATHUB_URL?: string;
  readonly VITE_EPUB_READER_DEBIAN_URL?: string;
  readonly VITE_AWARENESS_DAY_URL?: string;
}
