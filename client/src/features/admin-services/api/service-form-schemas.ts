import { z } from "zod";
import {
  insertHomeServiceCardSchema,
  insertServiceSchema,
  SERVICE_FEATURES_MAX,
  serviceIconNames,
  type ServiceIcon,
} from "@shared/schema";

/** A textarea's lines as a list: one item per line, blank lines left out. */
export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Keywords are typed as one line, separated by commas. */
export const keywordsOf = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);

/** Reports `schema`'s issues on the form field each came from (`fieldOf` renames list fields to their textarea). */
function reportOn(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx, fieldOf: (field: string) => string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", path: [fieldOf(String(issue.path[0] ?? "id"))], message: issue.message });
  }
}

const listFields: Record<string, string> = { features: "featuresText", keywords: "keywordsText" };

/**
 * The service dialog's fields: the API's own rules (insertServiceSchema), with features typed one per line and
 * keywords separated by commas. The address (id) is given only when adding a service. The optional image is the
 * hidden field an upload or a library choice fills, with its alt text or "decorative".
 */
export const serviceFormSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    keywordsText: z.string(),
    icon: z.enum(serviceIconNames, { error: "Choose an icon" }),
    featuresText: z.string(),
    detail: z.string(),
    imageUrl: z.string(),
    imageAlt: z.string(),
    imageDecorative: z.boolean(),
  })
  .superRefine((values, ctx) =>
    reportOn(
      insertServiceSchema,
      { ...values, features: linesOf(values.featuresText), keywords: keywordsOf(values.keywordsText) },
      ctx,
      (field) => listFields[field] ?? field,
    ),
  )
  .transform((values) => ({
    id: values.id.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    keywords: keywordsOf(values.keywordsText),
    icon: values.icon as ServiceIcon,
    features: linesOf(values.featuresText),
    detail: values.detail.trim(),
    // No image is null; an empty alt text is null too (the library's alt text, else the title, is used).
    imageUrl: values.imageUrl.trim() || null,
    imageAlt: values.imageAlt.trim() || null,
    imageDecorative: values.imageDecorative,
  }));

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;

export const FEATURES_HINT = `One feature per line, up to ${SERVICE_FEATURES_MAX}; the site's services each show six.`;

/** The home card dialog's fields, checked by the API's own rules. */
export const homeCardFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    icon: z.enum(serviceIconNames, { error: "Choose an icon" }),
    serviceId: z.string(),
  })
  .superRefine((values, ctx) => reportOn(insertHomeServiceCardSchema, values, ctx, (field) => field))
  .transform((values) => ({ ...values, title: values.title.trim(), description: values.description.trim() }));

export type HomeCardFormInput = z.input<typeof homeCardFormSchema>;
export type HomeCardFormValues = z.output<typeof homeCardFormSchema>;
