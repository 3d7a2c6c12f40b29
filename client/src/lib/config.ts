// Addresses the spec leaves open. Each is configurable at build time (VITE_*) and defaults to an honest
// placeholder on example.com; the README lists them all.
const env = import.meta.env;

export const siteConfig = {
  clientPortalUrl: env.VITE_CLIENT_PORTAL_URL ?? "https://portal.example.com/login",
  clientPortalContactUrl: env.VITE_CLIENT_PORTAL_CONTACT_URL ?? "https://portal.example.com/contact",
  salesEmail: env.VITE_SALES_EMAIL ?? "sales@example.com",
  supportEmail: env.VITE_SUPPORT_EMAIL ?? "support@example.com",
  adminContactEmail: env.VITE_ADMIN_CONTACT_EMAIL ?? "admin@example.com",
  siteUrl: env.VITE_SITE_URL ?? "https://www.example.com",
  otherProjects: [
    { name: env.VITE_OTHER_PROJECT_1_NAME ?? "Accessible Math Project", url: env.VITE_OTHER_PROJECT_1_URL ?? "https://math.example.com" },
    { name: env.VITE_OTHER_PROJECT_2_NAME ?? "Reading Tools Project", url: env.VITE_OTHER_PROJECT_2_URL ?? "https://reading.example.com" },
  ],
} as const;
