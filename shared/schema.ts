// Every request shape (zod) and every row type, imported by both the client and the server. This module must stay
// free of drizzle code, so that the browser's bundle does not carry the table definitions: the tables live in
// ./tables (server only), the row types below are read from them with type-only imports (erased at build), and
// ./tables checks at compile time that each insert schema here produces what its table accepts.
import { z } from "zod";
import type {
  activityLog,
  clientLogos,
  faqItems,
  homeServiceCards,
  inquiries,
  inquiryResponses,
  pageRevisions,
  pages,
  services,
  siteSettings,
  standardsRegions,
  teamMembers,
  testimonials,
  users,
} from "./tables";
import { isSiteTextKey, siteTextKeys, siteTextKinds, type SiteTextKind } from "./site-text-kinds";
import { quoteLinksTargets } from "./site-texts";
import { reservedSlugs, SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

export const inquiryStatuses = ["new", "in_review", "responded"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

// ---------------------------------------------------------------------------------------------------------------
// Field rules shared by the forms and the API.

const MAX_SHORT = 200;
const MAX_LONG = 5_000;
const MAX_HTML = 200_000;

const required = (label: string, max = MAX_SHORT) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max = MAX_SHORT) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const IMAGE_URL_MESSAGE = "Image must be an uploaded file or an https address";

/**
 * An uploaded file (/uploads/...) or an absolute https address: never javascript: or data: URLs, and not plain
 * http, which an HTTPS page would load as mixed content (blocked or flagged by browsers, and open to tampering).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2_000, "Image address is too long")
  .refine((v) => v === "" || /^\/uploads\/[A-Za-z0-9._-]+$/.test(v) || isHttpsUrl(v), {
    message: IMAGE_URL_MESSAGE,
  });

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const optionalHttpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2_000, `${label} is too long`)
    .refine((v) => v === "" || isHttpUrl(v), { message: `${label} must start with http:// or https://` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A column that may hold NULL: the field accepts null and may be left out. Left out, it stays undefined (an
 * update then leaves the column as it is, an insert gets the column's default); the inner rule turns "" into null.
 */
const nullableColumn = <T extends z.ZodType>(rule: T) => rule.nullable().optional();

/** An image's text alternative: empty means "use the name shown with it" (stored as null). */
const altText = nullableColumn(optionalText("Alt text", 300));
/** A decorative image gets alt="": it adds nothing the text around it does not already say. */
const decorative = z.boolean({ error: "Decorative must be true or false" }).optional();

const sortOrder = z.number().int("Sort order must be a whole number").min(0).max(1_000_000);

/**
 * On an update (PUT): the item's `updatedAt` as the editor loaded it. The server applies the update only while
 * the item still has that value, and otherwise answers 409, so two administrators do not silently overwrite each
 * other. Optional: an update without it applies as it is.
 */
const loadedUpdatedAt = {
  updatedAt: z.iso
    .datetime({ offset: true, error: "updatedAt must be a date and time such as 2025-01-31T12:00:00.000Z" })
    .optional(),
};

// ---------------------------------------------------------------------------------------------------------------
// Users and auth

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).min(1, "Username is required").max(MAX_SHORT),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1_000),
});

// Fields are listed in the table's column order, which is the order their errors are reported in.
export const insertUserSchema = z.object({
  username: required("Username", 64).regex(/^[A-Za-z0-9._@-]+$/, "Username may use letters, digits and . _ @ - only"),
  password: z
    .string({ error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(1_000, "Password must be at most 1000 characters"),
  email: nullableColumn(
    z
      .union([z.literal(""), z.email("Enter a valid e-mail address").max(320)])
      .nullish()
      .transform((v) => v || null),
  ),
  isAdmin: z.boolean().optional(),
});

// Administrators' own accounts. Passwords and usernames follow the rules of registration above.

/** An administrator changes their own password: the current one proves it is them. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(1_000, "Password must be at most 1000 characters"),
  newPassword: insertUserSchema.shape.password,
});

/** An administrator adds another administrator. */
export const createAdminSchema = insertUserSchema.pick({ username: true, password: true, email: true });

/** An administrator sets a new password for another administrator. */
export const resetPasswordSchema = insertUserSchema.pick({ password: true });

// ---------------------------------------------------------------------------------------------------------------
// Team members

export const insertTeamMemberSchema = z.object({
  name: required("Name"),
  designation: required("Designation"),
  description: required("Description", MAX_LONG),
  imageUrl: imageUrlSchema.optional(),
  imageAlt: altText,
  imageDecorative: decorative,
  linkedinUrl: nullableColumn(optionalHttpUrl("LinkedIn URL")),
  // The column has a default, so the field may be left out.
  sortOrder: sortOrder.optional(),
});

export const updateTeamMemberSchema = insertTeamMemberSchema.partial().extend(loadedUpdatedAt);

// ---------------------------------------------------------------------------------------------------------------
// Pages

export { reservedSlugs } from "./slug";

export const slugSchema = z
  .string({ error: "URL slug is required" })
  .trim()
  .min(1, "URL slug is required")
  .max(SLUG_MAX_LENGTH, `URL slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits, hyphens and underscores only")
  .refine((v) => !reservedSlugs.includes(v), {
    message: "This address is used by the website itself; choose another slug",
  });

export const insertPageSchema = z.object({
  title: required("Page title"),
  slug: slugSchema,
  content: z
    .string({ error: "Page content is required" })
    .refine((v) => v.trim().length > 0, { message: "Page content is required" })
    .refine((v) => v.length <= MAX_HTML, { message: `Page content must be at most ${MAX_HTML} characters` }),
  metaTitle: nullableColumn(optionalText("Meta title")),
  metaDescription: nullableColumn(optionalText("Meta description", 500)),
  isPublished: z.boolean().optional(),
});

export const updatePageSchema = insertPageSchema.partial().extend(loadedUpdatedAt);

/** Restoring a revision: `updatedAt` is the page's as the editor loaded it, so a stale editor gets 409. */
export const restorePageRevisionSchema = z.object(loadedUpdatedAt);

// ---------------------------------------------------------------------------------------------------------------
// Client logos

export const insertClientLogoSchema = z.object({
  clientName: required("Client name"),
  logoUrl: imageUrlSchema.refine((v) => v !== "", { message: "Logo image is required" }),
  logoAlt: altText,
  logoDecorative: decorative,
  websiteUrl: nullableColumn(optionalHttpUrl("Website URL")),
  sortOrder: sortOrder.optional(),
});

export const updateClientLogoSchema = insertClientLogoSchema.partial().extend(loadedUpdatedAt);

// ---------------------------------------------------------------------------------------------------------------
// Testimonials

const optionalImageUrl = imageUrlSchema.nullish().transform((v) => (v ? v : null));

export const insertTestimonialSchema = z.object({
  clientName: required("Client / company name"),
  personName: required("Person name"),
  personTitle: required("Title / position"),
  content: required("Testimonial content", MAX_LONG),
  avatarUrl: nullableColumn(optionalImageUrl),
  companyLogoUrl: nullableColumn(optionalImageUrl),
  avatarAlt: altText,
  avatarDecorative: decorative,
  companyLogoAlt: altText,
  companyLogoDecorative: decorative,
  sortOrder: sortOrder.optional(),
});

export const updateTestimonialSchema = insertTestimonialSchema.partial().extend(loadedUpdatedAt);

// ---------------------------------------------------------------------------------------------------------------
// FAQ

export const faqAnswerTypes = ["text", "list"] as const;
export type FaqAnswerType = (typeof faqAnswerTypes)[number];

export const FAQ_QUESTION_MAX = 300;
export const FAQ_LIST_MAX_ITEMS = 30;
export const FAQ_LIST_ITEM_MAX = 500;

const faqListItems = z
  .array(
    z
      .string({ error: "Each list item must be text" })
      .trim()
      .min(1, "Each list item needs some text")
      .max(FAQ_LIST_ITEM_MAX, `Each list item must be at most ${FAQ_LIST_ITEM_MAX} characters`),
    { error: "List items must be a list of text" },
  )
  .max(FAQ_LIST_MAX_ITEMS, `At most ${FAQ_LIST_MAX_ITEMS} list items`);

const faqFields = {
  question: required("Question", FAQ_QUESTION_MAX),
  answer: required("Answer", MAX_LONG),
  answerType: z.enum(faqAnswerTypes, { error: 'Answer type must be "text" or "list"' }),
  listItems: faqListItems,
};

/** A 'list' answer shows at least one list item; a 'text' answer keeps none (what it had is dropped). */
function checkListItems(value: { answerType?: FaqAnswerType; listItems?: string[] }, ctx: z.RefinementCtx) {
  if (value.answerType === "list" && (value.listItems?.length ?? 0) === 0) {
    ctx.addIssue({ code: "custom", path: ["listItems"], message: "A list answer needs at least one list item" });
  }
}

export const insertFaqItemSchema = z
  .object({
    question: faqFields.question,
    answer: faqFields.answer,
    answerType: faqFields.answerType.default("text"),
    listItems: faqListItems.default([]),
    sortOrder: sortOrder.optional(),
  })
  .superRefine(checkListItems)
  .transform((value) => (value.answerType === "text" ? { ...value, listItems: [] } : value));

/**
 * An edit changes the answer type and its list items together: a type change without the items could leave a list
 * answer with no list, and items without the type could be stored on a text answer, which never shows them. Items
 * sent alone are refused rather than stored unseen or dropped.
 */
export const updateFaqItemSchema = z
  .object({
    question: faqFields.question.optional(),
    answer: faqFields.answer.optional(),
    answerType: faqFields.answerType.optional(),
    listItems: faqListItems.optional(),
    sortOrder: sortOrder.optional(),
    ...loadedUpdatedAt,
  })
  .superRefine((value, ctx) => {
    if (value.answerType !== undefined) checkListItems(value, ctx);
    else if (value.listItems !== undefined)
      ctx.addIssue({ code: "custom", path: ["listItems"], message: 'Send list items with answerType "list"' });
  })
  .transform((value) => (value.answerType === "text" ? { ...value, listItems: [] } : value));

// ---------------------------------------------------------------------------------------------------------------
// Services and the home page's service cards

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
};

export const insertServiceSchema = z.object({
  id: serviceId,
  ...serviceFields,
  keywords: serviceFields.keywords.default([]),
  sortOrder: sortOrder.optional(),
});

/** The id is the service's address: it is fixed once created, so an edit cannot change it. */
export const updateServiceSchema = z.strictObject({
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

export const updateHomeServiceCardSchema = insertHomeServiceCardSchema.partial().extend(loadedUpdatedAt);
// Standards regions

/** The icons a region may show (each drawn by the client, named in the admin picker). */
export const standardsIcons = ["government", "globe", "file-list"] as const;
export type StandardsIcon = (typeof standardsIcons)[number];

export const STANDARDS_MAX_DETAILS = 20;

const standardsFields = {
  title: required("Title"),
  subtitle: required("Subtitle", 300),
  icon: z.enum(standardsIcons, { error: `Icon must be one of: ${standardsIcons.join(", ")}` }),
  // A region lists at least one law or standard, each a title and a description, neither of them blank.
  details: z
    .array(z.object({ title: required("Detail title"), description: required("Detail description", 2_000) }), {
      error: "Details must be a list of titles and descriptions",
    })
    .min(1, "A region needs at least one detail")
    .max(STANDARDS_MAX_DETAILS, `At most ${STANDARDS_MAX_DETAILS} details`),
};

export const insertStandardsRegionSchema = z.object({ ...standardsFields, sortOrder: sortOrder.optional() });
export const updateStandardsRegionSchema = insertStandardsRegionSchema.partial().extend(loadedUpdatedAt);

// ---------------------------------------------------------------------------------------------------------------
// Inquiries

const listOfText = (label: string) =>
  z
    .array(z.string().trim().min(1, `Each ${label} needs some text`).max(500), { error: `${label} must be a list` })
    .max(20, `At most 20 ${label}`);

export const insertInquirySchema = z.object({
  fullName: required("Full name"),
  designation: required("Designation"),
  companyEmail: z.email({ error: "Enter a valid company e-mail address" }).max(320, "E-mail address is too long"),
  phoneNumber: required("Phone number", 40).regex(/^[0-9+()./ -]{5,40}$/, "Enter a valid phone number"),
  goals: listOfText("goals").min(1, "Choose at least one goal"),
  challenges: nullableColumn(listOfText("challenges").optional()),
});

/**
 * The field of the public quote form that people never see and bots fill in. A submission with any text in it is
 * answered like any other but not stored.
 */
export const INQUIRY_HONEYPOT_FIELD = "website";

/** What the public form sends: an inquiry, plus the hidden field above (may be left out). */
export const publicInquirySchema = insertInquirySchema.extend({
  [INQUIRY_HONEYPOT_FIELD]: z.string().max(2_000).optional(),
});

/** The answer to a visitor's inquiry: a confirmation only, the same whether it was stored or caught as spam. */
export interface InquiryReceived {
  message: string;
}

/** The body of PATCH /api/inquiries/{id}/notes: an administrator's private notes; empty clears them (null). */
export const inquiryNotesSchema = z.object({
  notes: z
    .string({ error: "Notes must be text" })
    .max(MAX_LONG, `Notes must be at most ${MAX_LONG} characters`)
    .transform((v) => (v.trim() ? v.trim() : null)),
});

export const inquiryStatusSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Status must be one of new, in_review, responded" }),
});

export const inquiryResponseSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(20_000, "Message must be at most 20000 characters"),
});

// ---------------------------------------------------------------------------------------------------------------
// Site settings

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

const settingValue = z.string().max(2_000, "Value must be at most 2000 characters").nullable();

/** Switches are stored as "true" or "false"; no value means the switch's default. */
const switchKeys = new Set<SettingKey>(["quoteFormEnabled", "exampleTestimonialsEnabled", "otherProjectsEnabled"]);
const switchValue = z.enum(["true", "false"], { error: 'Value must be "true" or "false"' }).nullable();

/** Whether /contact shows the 'Request a quote' form: on unless an administrator turned it off. */
export const isQuoteFormEnabled = (value: string | null | undefined) => value !== "false";

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
 * The body of POST /api/settings/{key}. Company texts and social URLs are free text (no format check; the footer
 * links only http(s) addresses); the company logo is shown as an image, so it is an upload or an https address;
 * a switch is "true" or "false"; site texts follow the rule of their kind (e-mail, https address, text).
 */
export const settingBodySchema = (key: SettingKey) =>
  z.object({
    value:
      key === "companyLogo"
        ? settingValue.refine((v) => !v || imageUrlSchema.safeParse(v).success, { message: IMAGE_URL_MESSAGE })
        : switchKeys.has(key)
          ? switchValue
          : key === "quoteLinksTarget"
            ? quoteLinksTargetValue
            : isSiteTextKey(key)
              ? siteTextValueSchema(siteTextKinds[key])
              : settingValue,
  });

export const companyInfoSchema = z.object({
  companyName: z.string().trim().max(MAX_SHORT, `Company name must be at most ${MAX_SHORT} characters`),
  companyTagline: z.string().trim().max(MAX_SHORT, `Tagline must be at most ${MAX_SHORT} characters`),
});

// ---------------------------------------------------------------------------------------------------------------
// Reordering: one body shape per list, each named after its list (teamOrders, logoOrders, ...).

const reorderEntriesOf = <Id extends number | string>(id: z.ZodType<Id>) =>
  z
    .array(z.object({ id, sortOrder }), { error: "A list of {id, sortOrder} is required" })
    .min(1, "Nothing to reorder")
    .max(1_000)
    .refine((list: { id: Id }[]) => new Set(list.map((e) => e.id)).size === list.length, {
      message: "Each id may appear only once",
    });
const reorderEntries = reorderEntriesOf(z.number().int().positive());

export const teamReorderSchema = z.object({ teamOrders: reorderEntries });
export const logoReorderSchema = z.object({ logoOrders: reorderEntries });
export const testimonialReorderSchema = z.object({ testimonialOrders: reorderEntries });
export const faqReorderSchema = z.object({ faqOrders: reorderEntries });
export const serviceReorderSchema = z.object({ serviceOrders: reorderEntriesOf(z.string().max(SERVICE_ID_MAX)) });
export const homeCardReorderSchema = z.object({ homeCardOrders: reorderEntries });
export const standardsReorderSchema = z.object({ standardsOrders: reorderEntries });
export type ReorderEntry = z.infer<typeof reorderEntries>[number];

// ---------------------------------------------------------------------------------------------------------------
// Row and request types

export type User = typeof users.$inferSelect;
export type PublicUser = Omit<User, "password" | "credentialsVersion">;
export type InsertUser = z.infer<typeof insertUserSchema>;
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export type CreateAdmin = z.input<typeof createAdminSchema>;
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
export type TeamMember = typeof teamMembers.$inferSelect;
export type InsertTeamMember = z.input<typeof insertTeamMemberSchema>;
export type Page = typeof pages.$inferSelect;
export type InsertPage = z.input<typeof insertPageSchema>;
/** One saved state of a page, with the username of whoever saved it (null once that account is deleted). */
export type PageRevision = typeof pageRevisions.$inferSelect & { author: string | null };
/** A revision as the history lists it: everything but the content. */
export type PageRevisionSummary = Omit<PageRevision, "content">;
export type ClientLogo = typeof clientLogos.$inferSelect;
export type InsertClientLogo = z.input<typeof insertClientLogoSchema>;
export type Inquiry = typeof inquiries.$inferSelect;
export type InsertInquiry = z.input<typeof insertInquirySchema>;
export type InquiryResponse = typeof inquiryResponses.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type InsertTestimonial = z.input<typeof insertTestimonialSchema>;
export type FaqItem = typeof faqItems.$inferSelect;
export type InsertFaqItem = z.input<typeof insertFaqItemSchema>;
export type Service = typeof services.$inferSelect;
export type InsertService = z.input<typeof insertServiceSchema>;
export type HomeServiceCard = typeof homeServiceCards.$inferSelect;
export type InsertHomeServiceCard = z.input<typeof insertHomeServiceCardSchema>;
export type StandardsRegion = typeof standardsRegions.$inferSelect;
export type InsertStandardsRegion = z.input<typeof insertStandardsRegionSchema>;
export type SiteSetting = typeof siteSettings.$inferSelect;
/**
 * One entry of GET /api/settings. For a site text (shared/site-texts.ts) `settingValue` is the effective value,
 * `defaultValue` what an empty field falls back to, and `usesDefault` whether nothing is stored.
 */
export type PublicSetting = Pick<SiteSetting, "settingKey" | "settingValue"> &
  Partial<Omit<SiteSetting, "settingKey" | "settingValue">> & { defaultValue?: string; usesDefault?: boolean };

/** What POST /api/inquiries/{id}/respond answers. */
export interface RespondResult {
  inquiry: Inquiry;
  response: InquiryResponse;
  emailed: boolean;
  message: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Activity log: what administrators did, newest first.

/** What an entry says happened. Writes not named here are recorded as create, update or delete by their method. */
export const activityActions = [
  "create",
  "update",
  "delete",
  "reorder",
  "status",
  "respond",
  "upload",
  "settings",
  "restore",
  "password",
  "sign-in",
  "sign-out",
  "sign-in-failed",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The kinds of item the admin screens change, named by the first part of their API path. */
export const activityEntityTypes = [
  "team",
  "pages",
  "logos",
  "testimonials",
  "faq",
  "services",
  "home-cards",
  "standards",
  "settings",
  "inquiries",
  "admins",
  "account",
  "auth",
] as const;

export const ACTIVITY_MAX_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60_000;
// A calendar day (YYYY-MM-DD, in UTC) or a timestamp with its offset. Both ends of the range are included: a day
// given as the end means up to its last millisecond.
const activityInstant = (end: "start" | "end") =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => {
    const date = new Date(value);
    return end === "end" && value.length === 10 ? new Date(date.getTime() + DAY_MS - 1) : date;
  });
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/activity query: the page wanted and the filters, all optional; an unknown parameter is a mistake. */
export const activityQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE_SIZE).default(25),
    action: z.enum(activityActions).optional(),
    entityType: queryText(40).pipe(
      z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, "Unknown item type")
        .optional(),
    ),
    user: queryText(100),
    from: activityInstant("start").optional(),
    to: activityInstant("end").optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export type ActivityEntry = typeof activityLog.$inferSelect;

export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}
