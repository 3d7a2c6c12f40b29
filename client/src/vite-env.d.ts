/// <reference types="vite/client" />

/** The website's build-time setting, parsed and given its placeholder by vite.config.ts (lib/site-config.ts). */
declare const __SITE_CONFIG__: import("./lib/site-config").SiteConfig;

// VITE_AWARENESS_DAY_URL is read only by lib/site-config.ts at build time; the website uses siteConfig
// (lib/config.ts). The other VITE_* variables are first-start defaults the server reads at run time.
interface ImportMetaEnv {
  readonly VITE_AWARENESS_DAY_URL?: string;
}
