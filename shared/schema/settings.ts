// Site settings: the rule each value follows, looked up by the kind its registry entry declares
// (settings-registry.ts), and the settings forms' schemas.
import { z } from "zod";
import { parseSchedule } from "../backup-schedule";
import {
  capitalLabelOf,
  keysOfKind,
  settingKeys,
  settingOf,
  type SettingKey,
  type SettingKind,
  type SiteTextKind,
} from "../settings-registry";
import type { siteSettings } from "../tables";
import { isTimeZone } from "../time-zone";
import { IMAGE_URL_MESSAGE, imageUrlSchema, MAX_SHORT } from "./fields";
import type { MediaRefs } from "./media";

export { settingKeys, type SettingKey };

export const socialSettingKeys = keysOfKind("socialLink");

export const settingKeySchema = z.enum(settingKeys, { error: "Unknown setting" });

const settingText = z.string().max(2_000, "Value must be at most 2000 characters");
const settingValue = settingText.nullable();

/** The company's name and tagline: short text, as the header and search results show it, named in its message. */
const shortText = (key: SettingKey) =>
  z
    .string()
    .trim()
    .max(MAX_SHORT, `${capitalLabelOf(key)} must be at most ${MAX_SHORT} characters`);

/** Switches are stored as "true" or "false"; no value means the switch's default. */
const switchValue = z.enum(["true", "false"], { error: 'Value must be "true" or "false"' }).nullable();

/** One of the choices, named in the message ('Value must be "portal" or "form"'). */
const choiceValue = (choices: readonly string[]) =>
  z.enum(choices, { error: `Value must be ${choices.map((choice) => `"${choice}"`).join(" or ")}` }).nullable();

/** Splits a list of e-mail addresses as an administrator types it: by commas, semicolons or new lines. */
export const splitEmailList = (value: string | null | undefined): string[] =>
  (value ?? "")
    .split(/[,;\n\r]+/)
    .map((address) => address.trim())
    .filter(Boolean);

const oneEmail = z.email().max(320);

/**
 * A list of e-mail addresses (comma- or newline-separated); empty (or null) turns off what it is for. An address
 * that is not one is named in the message, so the administrator sees which to fix.
 */
const emailListText = settingText.superRefine((value, ctx) => {
  const addresses = splitEmailList(value);
  const bad = addresses.find((address) => !oneEmail.safeParse(address).success);
  if (bad !== undefined)
    ctx.addIssue({ code: "custom", message: `"${bad}" is not an e-mail address, such as team@example.com` });
  else if (addresses.length > 20) ctx.addIssue({ code: "custom", message: "Name at most 20 addresses" });
});
export const emailListSchema = emailListText.nullable();

/** The most months a number-of-months setting takes: ten years. */
export const MAX_MONTHS = 120;

/**
 * A number of months as stored: a whole number, 0 or none meaning off. Answers null when off, else the number;
 * anything else (which the rule below refuses) reads as off too.
 */
export const monthsOf = (value: string | null | undefined): number | null => {
  const text = value?.trim() ?? "";
  if (!/^\d{1,3}$/.test(text)) return null;
  const months = Number(text);
  return months >= 1 && months <= MAX_MONTHS ? months : null;
};

/**
 * A number of months (the inquiry retention period): empty or 0 turns off what it is for, else a whole number from
 * 1 to 120. Spaces around it are allowed. The message names the setting and what is wrong.
 */
const monthsText = (key: SettingKey) =>
  settingText.superRefine((value, ctx) => {
    const text = value.trim();
    const label = capitalLabelOf(key);
    if (text === "" || /^0+$/.test(text)) return;
    if (!/^\d+$/.test(text))
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number of months, such as 24, or empty` });
    else if (Number(text) > MAX_MONTHS)
      ctx.addIssue({ code: "custom", message: `${label} must be at most ${MAX_MONTHS} months (ten years)` });
  });

/** A time zone by its IANA name (Europe/London); empty (or null) means the server's own, else UTC. */
export const timeZoneValueSchema = settingValue.refine((v) => !v?.trim() || isTimeZone(v.trim()), {
  message: "Choose a time zone from the list, such as Europe/London",
});

/** A backup schedule ("daily 03:30", "hourly :15", "weekly sun 03:30"); empty (or null) means none. */
export const backupScheduleValueSchema = settingValue.superRefine((value, ctx) => {
  if (!value?.trim()) return;
  const parsed = parseSchedule(value);
  if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
});

/** The most archives the Backups screen may ask to keep. */
export const MAX_BACKUP_KEEP = 1000;

/** A whole number from 1 to 1000 (how many backups to keep); empty (or null) means the default. */
const countText = (key: SettingKey) =>
  settingText.superRefine((value, ctx) => {
    const text = value.trim();
    if (text === "") return;
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > MAX_BACKUP_KEEP)
      ctx.addIssue({
        code: "custom",
        message: `${capitalLabelOf(key)} must be a whole number from 1 to ${MAX_BACKUP_KEEP}`,
      });
  });

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
 * The rule of each kind of setting. The company's name and tagline are short text; social URLs are free text (no
 * format check; the footer links only http(s) addresses); the company logo is shown as an image, so it is an
 * upload or an https address; a switch is "true" or "false"; a choice one of its choices; site texts follow the
 * rule of their kind (e-mail, https address, text); a number of months is empty, 0 or 1 to 120.
 */
const kindRules: Record<SettingKind, (key: SettingKey) => z.ZodType<string | null>> = {
  shortText: (key) => shortText(key).nullable(),
  image: () => settingValue.refine((v) => !v || imageUrlSchema.safeParse(v).success, { message: IMAGE_URL_MESSAGE }),
  socialLink: () => settingValue,
  switch: () => switchValue,
  choice: (key) => {
    const { choices } = settingOf(key);
    if (!choices?.length) throw new Error(`The choice setting ${key} declares no choices`);
    return choiceValue(choices);
  },
  text: () => siteTextValueSchema("text"),
  name: () => siteTextValueSchema("name"),
  email: () => siteTextValueSchema("email"),
  url: () => siteTextValueSchema("url"),
  emailList: () => emailListSchema,
  months: (key) => monthsText(key).nullable(),
  timeZone: () => timeZoneValueSchema,
  backupSchedule: () => backupScheduleValueSchema,
  count: (key) => countText(key).nullable(),
};

const settingRules = Object.fromEntries(settingKeys.map((key) => [key, kindRules[settingOf(key).kind](key)])) as Record<
  SettingKey,
  z.ZodType<string | null>
>;

/** The body of POST /api/settings/{key}: the value follows the rule of the setting's kind (above). */
export const settingBodySchema = (key: SettingKey) => z.object({ value: settingRules[key] });

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
export const companyInfoSchema = z.object({
  companyName: shortText("companyName"),
  companyTagline: shortText("companyTagline"),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** The Company tab's time zone form. */
export const timeZoneFormSchema = z.object({ siteTimeZone: timeZoneValueSchema });
export type TimeZoneForm = z.infer<typeof timeZoneFormSchema>;

/** The Social Links form: each address is free text (an empty field clears the link). */
export const socialLinksSchema = z.object(
  Object.fromEntries(socialSettingKeys.map((key) => [key, settingText])) as Record<
    (typeof socialSettingKeys)[number],
    typeof settingText
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** The body of POST /api/settings/test-email: where the administrator wants the test message sent. */
export const testEmailSchema = z.object({
  to: z
    .string({ error: "Enter an e-mail address" })
    .trim()
    .pipe(z.email({ error: "Enter an e-mail address, such as you@example.com" }).max(320)),
});
export type TestEmail = z.infer<typeof testEmailSchema>;

/** What POST /api/settings/test-email answers: whether the mail server took the message, in plain words. */
export interface TestEmailResult {
  accepted: boolean;
  message: string;
}

/** The Inquiries tab's form: who gets an e-mail about each new inquiry. */
export const inquiryNotifySchema = z.object({ inquiryNotifyEmails: emailListText });
export type InquiryNotify = z.infer<typeof inquiryNotifySchema>;

/** The Inquiries tab's retention form: after how many months an unchanged inquiry is deleted (empty: never). */
export const inquiryRetentionSchema = z.object({ inquiryRetentionMonths: monthsText("inquiryRetentionMonths") });
export type InquiryRetention = z.infer<typeof inquiryRetentionSchema>;

/**
 * The Backups screen's automatic backups form: on or off, the time of day (in the site's time zone) and how many
 * to keep. Saved as the backupSchedule setting ("daily HH:MM", or empty when off) and backupKeep.
 */
export const backupSettingsFormSchema = z.object({
  automatic: z.boolean(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 03:30"),
  backupKeep: countText("backupKeep"),
});
export type BackupSettingsForm = z.infer<typeof backupSettingsFormSchema>;

/** The backupSchedule setting a form's choice stores: every day at its time, or none. */
export const backupScheduleOf = ({ automatic, time }: Pick<BackupSettingsForm, "automatic" | "time">) =>
  automatic ? `daily ${time}` : "";

export type SiteSetting = typeof siteSettings.$inferSelect;
/**
 * One entry of GET /api/settings. For a site text (shared/site-texts.ts) `settingValue` is the effective value,
 * `defaultValue` what an empty field falls back to, and `usesDefault` whether nothing is stored. An image setting
 * (the company logo) whose upload is in the media library carries the library's words for it in `media`.
 */
export type PublicSetting = Pick<SiteSetting, "settingKey" | "settingValue"> &
  Partial<Omit<SiteSetting, "settingKey" | "settingValue">> & {
    defaultValue?: string;
    usesDefault?: boolean;
    media?: MediaRefs<"settingValue">;
  };
