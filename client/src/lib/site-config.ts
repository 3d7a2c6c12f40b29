// The one build-time setting of the website (a VITE_* variable): the Global Accessibility Awareness Day address
// on the WCAG explorer's May banner. It is parsed here once, when Vite starts (vite.config.ts), and an invalid
// value stops the build with a message naming it. The parsed result reaches the browser as one constant (see
// config.ts), so zod itself never enters the website's bundle. Every other text and address of the site is a Site
// Setting that the server sends at run time (shared/site-texts.ts); its VITE_* variable is read by the server.
import { z } from "zod";

// An unset or blank variable means "use the placeholder".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const httpUrl = optional(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "must be an http(s):// address" }),
);

export const siteEnvSchema = z.object({
  VITE_AWARENESS_DAY_URL: httpUrl,
});

export type SiteEnv = z.input<typeof siteEnvSchema>;

/** Thrown when a VITE_* setting is not what it should be; the message names each variable and what is wrong. */
export class SiteConfigError extends Error {}

/** Parses the build-time VITE_* setting into the website's configuration, with a placeholder when unset. */
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
    // Global Accessibility Awareness Day (the WCAG explorer banner in May) and a second resource it links to.
    awarenessDayUrl: e.VITE_AWARENESS_DAY_URL ?? "https://accessibility.day/",
    wcagQuickRefUrl: "https://www.w3.org/WAI/WCAG22/quickref/",
  } as const;
}

export type SiteConfig = ReturnType<typeof parseSiteConfig>;
