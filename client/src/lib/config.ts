// Addresses that differ per deployment (portal, e-mails, other projects, reader downloads). Vite parses the VITE_*
// settings once at build time (site-config.ts, through vite.config.ts) and writes the result in place of
// __SITE_CONFIG__; the README lists every setting and its placeholder.
export const siteConfig = __SITE_CONFIG__;
