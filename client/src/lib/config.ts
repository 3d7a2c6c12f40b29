// The awareness-day address of the WCAG explorer's banner. Vite parses its VITE_* setting once at build time
// (site-config.ts, through vite.config.ts) and writes the result in place of __SITE_CONFIG__. The site's other
// texts and addresses are Site Settings the server sends at run time (see lib/site-settings.ts).
export const siteConfig = __SITE_CONFIG__;
