// Site settings: the keys, the rule each value follows, and the settings forms' schemas.
import { z } from "zod";
import { isSiteTextKey, siteTextKeys, siteTextKinds, type SiteTextKind } from "../site-text-kinds";
import { quoteLinksTargets } from "../site-texts";
import type { siteSettings } from "../tables";
import { IMAGE_URL_MESSAGE, imageUrlSchema, MAX_SHORT } from "./fields";

export const settingKeys = [
  "companyName",
  "companyTagline",
  "companyLogo",
  "twitterUrl",
  "linkedinUrl",
  "facebookUrl",
  "instagramUrl",
  "youtubeUrl",
  "quoteFormEnabled",
  "quoteLinksTarget",
  "exampleTestimonialsEnabled",
  "otherProjectsEnabled",
  ...siteTextKeys,
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const socialSettingKeys = ["twitterUrl", "linkedinUrl", "facebookUrl", "instagramUrl", "youtubeUrl"] as const;

export const settingKeySchema = z.enum(settingKeys, { error: "Unknown setting" });

const settingText = z.string().max(2_000, "Value must be at most 2000 characters");
const settingValue = settingText.nullable();

/** The company's name and tagline: short text, as the header and search results show it. */
const companyText = (label: string) =>
  z.string().trim().max(MAX_SHORT, `${label} must be at most ${MAX_SHORT} characters`);
const companyTexts = { companyName: companyText("Company name"), companyTagline: companyText("Tagline") };
const isCompanyText = (key: SettingKey): key is keyof typeof companyTexts => key in companyTexts;

/** Switches are stored as "true" or "false"; no value means the switch's default. */
const switchKeys = new Set<SettingKey>(["quoteFormEnabled", "exampleTestimonialsEnabled", "otherProjectsEnabled"]);
const switchValue = z.enum(["true", "false"], { error: 'Value must be "true" or "false"' }).nullable();

const quoteLinksTargetValue = z.enum(quoteLinksTargets, { error: 'Value must be "portal" or "form"' }).nullable();

/** The rule each kind of site text follows; an empty value (or null) clears it, so the default shows. */
const siteTextRules: Record<SiteTextKind, z.ZodType<string>> = {
  text: z.string(),
  name: z.string().max(100, "Name must be at most 100 characters"),
  email: z.email({ error: "Enter an e-mail address, such as sales@example.com" }).max(320),
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: "Enter an address that starts with https://, such as https://www.example.com",
  }),
};

/** A site text's value: empty (the default) or text that follows the rule of its kind. */
export const siteTextValueSchema = (kind: SiteTextKind) =>
  settingValue.refine((v) => !v?.trim() || siteTextRules[kind].safeParse(v.trim()).success, {
    error: (issue) => siteTextRules[kind].safeParse(String(issue.input).trim()).error?.issues[0]?.message,
  });

/**
 * The body of POST /api/settings/{key}. The company's name and tagline are short text; social URLs are free text
 * (no format check; the footer links only http(s) addresses); the company logo is shown as an image, so it is an
 * upload or an https address; a switch is "true" or "false"; site texts follow the rule of their kind (e-mail,
 * https address, text).
 */
export const settingBodySchema = (key: SettingKey) =>
  z.object({
    value:
      key === "companyLogo"
        ? settingValue.refine((v) => !v || imageUrlSchema.safeParse(v).success, { message: IMAGE_URL_MESSAGE })
        : isCompanyText(key)
          ? companyTexts[key].nullable()
          : switchKeys.has(key)
            ? switchValue
            : key === "quoteLinksTarget"
              ? quoteLinksTargetValue
              : isSiteTextKey(key)
                ? siteTextValueSchema(siteTextKinds[key])
                : settingValue,
  });

/**
 * The body of PUT /api/settings: several settings saved together, as one Save of a form, `{ settings: { key: value
 * } }`. Each value follows the rule of its key as above; a refusal is a field error on `settings.<key>`.
 */
export const settingsBatchSchema = z.object({
  settings: z
    .partialRecord(settingKeySchema, z.unknown())
    .refine((settings) => Object.keys(settings).length > 0, { message: "Name at least one setting to save" })
    .transform((settings, ctx) => {
      const values: Partial<Record<SettingKey, string | null>> = {};
      for (const [key, value] of Object.entries(settings) as [SettingKey, unknown][]) {
        const parsed = settingBodySchema(key).shape.value.safeParse(value);
        if (parsed.success) values[key] = parsed.data;
        else
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: "custom", message: issue.message, path: [key] });
      }
      return values;
    }),
});

// The settings forms: each field follows the rule the server applies to its setting (settingBodySchema above).

/** The Company Information form. */
export const companyInfoSchema = z.object(companyTexts);
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** The Social Links form: each address is free text (an empty field clears the link). */
export const socialLinksSchema = z.object(
  Object.fromEntries(socialSettingKeys.map((key) => [key, settingText])) as Record<
    (typeof socialSettingKeys)[number],
    typeof settingText
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export type SiteSetting = typeof siteSettings.$inferSelect;
/**
 * One entry of GET /api/settings. For a site text (shared/site-texts.ts) `settingValue` is the effective value,
 * `defaultValue` what an empty field falls back to, and `usesDefault` whether nothing is stored.
 */
export type PublicSetting = Pick<SiteSetting, "settingKey" | "settingValue"> &
  Partial<Omit<SiteSetting, "settingKey" | "settingValue">> & { defaultValue?: string; usesDefault?: boolean };
