// Addresses that differ per deployment (portal, e-mails, other projects, reader downloads). Each is configurable
// at build time (VITE_*) and defaults to an honest placeholder on example.com; the README lists them all.
const env = import.meta.env;

export const siteConfig = {
  clientPortalUrl: env.VITE_CLIENT_PORTAL_URL ?? "https://portal.example.com/login",
  clientPortalContactUrl: env.VITE_CLIENT_PORTAL_CONTACT_URL ?? "https://portal.example.com/contact",
  salesEmail: env.VITE_SALES_EMAIL ?? "sales@example.com",
  supportEmail: env.VITE_SUPPORT_EMAIL ?? "support@example.com",
  adminContactEmail: env.VITE_ADMIN_CONTACT_EMAIL ?? "admin@example.com",
  otherProjects: [
    { name: env.VITE_OTHER_PROJECT_1_NAME ?? "Accessible Math Project", url: env.VITE_OTHER_PROJECT_1_URL ?? "https://math.example.com" },
    { name: env.VITE_OTHER_PROJECT_2_NAME ?? "Reading Tools Project", url: env.VITE_OTHER_PROJECT_2_URL ?? "https://reading.example.com" },
  ],
  // The free, open-source EPUB reader recommended on the EPUB service page, by EDRLab.
  epubReader: {
    name: "Thorium Reader",
    homepageUrl: env.VITE_EPUB_READER_URL ?? "https://www.edrlab.org/software/thorium-reader/",
    windowsStoreUrl: env.VITE_EPUB_READER_WINDOWS_STORE_URL ?? "https://apps.microsoft.com/search?query=Thorium%20Reader",
    windowsInstallerUrl: env.VITE_EPUB_READER_WINDOWS_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
    macAppleSiliconUrl: env.VITE_EPUB_READER_MAC_ARM_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
    macIntelUrl: env.VITE_EPUB_READER_MAC_INTEL_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
    flathubUrl: env.VITE_EPUB_READER_FLATHUB_URL ?? "https://flathub.org/apps/io.github.edrlab.thorium",
    debianUrl: env.VITE_EPUB_READER_DEBIAN_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
  },
  // Global Accessibility Awareness Day (the WCAG explorer banner in May) and a second resource it links to.
  awarenessDayUrl: env.VITE_AWARENESS_DAY_URL ?? "https://accessibility.day/",
  wcagQuickRefUrl: "https://www.w3.org/WAI/WCAG22/quickref/",
} as const;
