// Services and the home page's service cards.
import { z } from "zod";
import type { homeServiceCards, services } from "../tables";
import {
  altText,
  decorative,
  imageUrlSchema,
  loadedUpdatedAt,
  MAX_LONG,
  nullableColumn,
  required,
  sortableResource,
  sortOrder,
} from "./fields";
import type { WithMedia } from "./media";

/** The drawings a service or home card may show (client/src/content/service-icons.ts draws each). */
export const serviceIconNames = [
  "file-text",
  "file-pdf",
  "globe",
  "presentation",
  "calculator",
  "book-open",
  "book",
  "clipboard-check",
  "database",
  "video",
] as const;
export type ServiceIcon = (typeof serviceIconNames)[number];

export const SERVICE_ID_MAX = 60;
export const SERVICE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_FEATURES_MAX = 12;
export const SERVICE_KEYWORDS_MAX = 20;
/**
 * Ids a service may not take: "reorder" is an API address of its own, and the list page gives each service's card
 * the element id {id} (and its heading {id}-title), which must not repeat one the page already has.
 */
export const reservedServiceIds: readonly string[] = ["reorder", "new", "root", "main-content", "contact-cta"];

const serviceId = z
  .string({ error: "Address is required" })
  .trim()
  .min(1, "Address is required")
  .max(SERVICE_ID_MAX, `Address must be at most ${SERVICE_ID_MAX} characters`)
  .regex(SERVICE_ID_PATTERN, "Use lowercase letters, digits and single hyphens only, e.g. braille-transcription")
  .refine((id) => !reservedServiceIds.includes(id), { message: "This address is reserved; choose another" });

const serviceIcon = z.enum(serviceIconNames, { error: "Choose one of the listed icons" });

const textLines = (label: string, min: number, max: number) =>
  z
    .array(
      z
        .string({ error: `Each ${label} must be text` })
        .trim()
        .min(1, `Each ${label} needs some text`)
        .max(300, `Each ${label} must be at most 300 characters`),
      { error: `${label}s must be a list of text` },
    )
    .min(min, `At least ${min} ${label}${min === 1 ? "" : "s"}`)
    .max(max, `At most ${max} ${label}s`);

const serviceFields = {
  title: required("Title"),
  description: required("Description", 2_000),
  keywords: textLines("keyword", 0, SERVICE_KEYWORDS_MAX),
  icon: serviceIcon,
  features: textLines("feature", 1, SERVICE_FEATURES_MAX),
  detail: required("Page text", MAX_LONG),
  // An optional picture for the service's page: an upload or an https address; empty clears it.
  imageUrl: nullableColumn(imageUrlSchema.nullish().transform((v) => (v ? v : null))),
  imageAlt: altText,
  imageDecorative: decorative,
};

export const insertServiceSchema = z.object({
  id: serviceId,
  ...serviceFields,
  keywords: serviceFields.keywords.default([]),
  sortOrder: sortOrder.optional(),
});

/**
 * The id is the service's address: an edit may give it another one (free and not reserved), and the old address
 * then redirects to the new.
 */
export const updateServiceSchema = z.strictObject({
  id: serviceId.optional(),
  ...z.object(serviceFields).partial().shape,
  sortOrder: sortOrder.optional(),
  ...loadedUpdatedAt,
});

export const insertHomeServiceCardSchema = z.object({
  title: required("Title"),
  description: required("Text", 1_000),
  icon: serviceIcon,
  serviceId: z
    .string({ error: "Choose the service the card leads to" })
    .trim()
    .min(1, "Choose the service the card leads to"),
  sortOrder: sortOrder.optional(),
});

export const serviceResource = sortableResource({
  insert: insertServiceSchema,
  update: updateServiceSchema,
  reorderKey: "serviceOrders",
  id: z.string().max(SERVICE_ID_MAX),
});
export const homeCardResource = sortableResource({ insert: insertHomeServiceCardSchema, reorderKey: "homeCardOrders" });

export type Service = typeof services.$inferSelect;
/** A service as visitors read it: with the library's words for its image. */
export type PublicService = WithMedia<Service, "imageUrl">;
export type InsertService = z.input<typeof insertServiceSchema>;
export type HomeServiceCard = typeof homeServiceCards.$inferSelect;
export type InsertHomeServiceCard = z.input<typeof insertHomeServiceCardSchema>;
