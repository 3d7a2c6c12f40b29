// The build-time settings of the website (VITE_* variables): addresses that differ per deployment. They are
// parsed here once, when Vite starts (vite.config.ts), and an invalid value stops the build with a message naming
// every bad variable, rather than shipping a broken link. The parsed result reaches the browser as one constant
// (see config.ts), so zod itself never enters the website's bundle.
import { z } from "zod";

// An unset or blank variable means "use the placeholder".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const httpUrl = optional(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "must be an http(s):// address" }),
);
const email = optional(z.email({ error: "must be an e-mail address" }));
const name = optional(z.string().trim().max(100));

export const siteEnvSchema = z.object({
  VITE_CLIENT_PORTAL_URL: httpUrl,
  VITE_CLIENT_PORTAL_CONTACT_URL: httpUrl,
  VITE_SALES_EMAIL: email,
  VITE_SUPPORT_EMAIL: email,
  VITE_ADMIN_CONTACT_EMAIL: email,
  VITE_OTHER_PROJECT_1_NAME: name,
  VITE_OTHER_PROJECT_1_URL: httpUrl,
  VITE_OTHER_PROJECT_2_NAME: name,
  VITE_OTHER_PROJECT_2_URL: httpUrl,
  VITE_EPUB_READER_URL: httpUrl,
  VITE_EPUB_READER_WINDOWS_STORE_URL: httpUrl,
  VITE_EPUB_READER_WINDOWS_URL: httpUrl,
  VITE_EPUB_READER_MAC_ARM_URL: httpUrl,
  VITE_EPUB_READER_MAC_INTEL_URL: httpUrl,
  VITE_EPUB_READER_FLATHUB_URL: httpUrl,
  VITE_EPUB_READER_DEBIAN_URL: httpUrl,
  VITE_AWARENESS_DAY_URL: httpUrl,
});

export type SiteEnv = z.input<typeof siteEnvSchema>;

/** Thrown when a VITE_* setting is not what it should be; the message names each variable and what is wrong. */
export class SiteConfigError extends Error {}

/** Parses the VITE_* settings into the website's configuration, with placeholders for what is unset. */
export function parseSiteConfig(env: Record<string, string | undefined>) {
  const parsed = siteEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got "${env[String(issue.path[0])]}")`,
    );
    throw new SiteConfigError(`Invalid website settings:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  return {
    clientPortalUrl: e.VITE_CLIENT_PORTAL_URL ?? "https://portal.example.com/login",
    clientPortalContactUrl: e.VITE_CLIENT_PORTAL_CONTACT_URL ?? "https://portal.example.com/contact",
    salesEmail: e.VITE_SALES_EMAIL ?? "sales@example.com",
    supportEmail: e.VITE_SUPPORT_EMAIL ?? "support@example.com",
    adminContactEmail: e.VITE_ADMIN_CONTACT_EMAIL ?? "admin@example.com",
    otherProjects: [
      {
        name: e.VITE_OTHER_PROJECT_1_NAME ?? "Accessible Math Project",
        url: e.VITE_OTHER_PROJECT_1_URL ?? "https://math.example.com",
      },
      {
        name: e.VITE_OTHER_PROJECT_2_NAME ?? "Reading Tools Project",
        url: e.VITE_OTHER_PROJECT_2_URL ?? "https://reading.example.com",
      },
    ],
    // The free, open-source EPUB reader recommended on the EPUB service page, by EDRLab.
    epubReader: {
      name: "Thorium Reader",
      homepageUrl: e.VITE_EPUB_READER_URL ?? "https://www.edrlab.org/software/thorium-reader/",
      windowsStoreUrl:
        e.VITE_EPUB_READER_WINDOWS_STORE_URL ?? "https://apps.microsoft.com/search?query=Thorium%20Reader",
      windowsInstallerUrl: e.VITE_EPUB_READER_WINDOWS_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
      macAppleSiliconUrl: e.VITE_EPUB_READER_MAC_ARM_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
      macIntelUrl: e.VITE_EPUB_READER_MAC_INTEL_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
      flathubUrl: e.VITE_EPUB_READER_FLATHUB_URL ?? "https://flathub.org/apps/io.github.edrlab.thorium",
      debianUrl: e.VITE_EPUB_READER_DEBIAN_URL ?? "https://github.com/edrlab/thorium-reader/releases/latest",
    },
    // Global Accessibility Awareness Day (the WCAG explorer banner in May) and a second resource it links to.
    awarenessDayUrl: e.VITE_AWARENESS_DAY_URL ?? "https://accessibility.day/",
    wcagQuickRefUrl: "https://www.w3.org/WAI/WCAG22/quickref/",
  } as const;
}

export type SiteConfig = ReturnType<typeof parseSiteConfig>;
