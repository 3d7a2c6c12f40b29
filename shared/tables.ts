// The database tables, for the server and drizzle-kit only (`npm run db:generate` reads this file). The browser
// never imports it: the request shapes and row types the client needs live in ./schema, which has no drizzle code.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  real,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { z } from "zod";
import { backupRunStatuses, backupTriggers } from "./backups";
import type { NavigationMenus } from "./navigation-defaults";
import { passwordSignInModes } from "./passkeys";
import {
  activityActors,
  inquiryStatuses,
  standardsIcons,
  type insertClientLogoSchema,
  type insertFaqItemSchema,
  type insertInquirySchema,
  type insertHomeServiceCardSchema,
  type insertPageSchema,
  type insertServiceSchema,
  type insertStandardsRegionSchema,
  type insertTeamMemberSchema,
  type insertTestimonialSchema,
  type insertUserSchema,
  type ServiceIcon,
} from "./schema";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    password: text("password").notNull(),
    email: text("email"),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Raised with every password change or reset; a session remembers the value it signed in with and ends once
    // it differs, so a sign-in that checked the old password cannot outlive the change.
    credentialsVersion: integer("credentials_version").notNull().default(0),
    // The owner's choice of whether the password still signs in once the account has a passkey: "default"
    // follows the site's switch (Administrators sign in with passkeys only), "off" is passkeys only. Only the
    // owner changes it. An account without a passkey always may.
    passwordSignIn: text("password_sign_in", { enum: passwordSignInModes }).notNull().default("default"),
    // Set by another administrator's password reset or `admin:create --reset`: the password signs in whatever
    // the owner's choice and the site's switch say, until the owner next signs in with a passkey or sets their
    // choice. Kept apart from passwordSignIn so that the choice is still there when the recovery ends.
    passwordReset: boolean("password_reset").notNull().default(false),
    // Set when another administrator chose this account's password (adding it, or a reset): until the owner sets
    // one of their own, a session signed in with that password reaches nothing but the password change.
    mustChangePassword: boolean("must_change_password").notNull().default(false),
  },
  // Unique whatever the case, so "Admin" cannot be created beside "admin"; sign-in matches the same way.
  (t) => [uniqueIndex("users_username_unique").on(sql`lower(${t.username})`)],
);

export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  designation: text("designation").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url").notNull().default(""),
  // The photo's text alternative on the site: null means the person's name; decorative means alt="".
  imageAlt: text("image_alt"),
  imageDecorative: boolean("image_decorative").notNull().default(false),
  linkedinUrl: text("linkedin_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    isPublished: boolean("is_published").notNull().default(true),
    // When the page goes live, or comes down, by itself (the scheduler in server/modules/pages/schedule.ts). Each
    // is cleared once done; a page waiting to go live is a draft until then.
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    ...timestamps,
  },
  // The scheduler looks for due pages every few seconds: these indexes hold only the pages that wait for it.
  (t) => [
    uniqueIndex("pages_slug_unique").on(t.slug),
    index("pages_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} IS NOT NULL`),
    index("pages_unpublish_at_idx")
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} IS NOT NULL`),
  ],
);

// One row per save of a page: what the page was after that save, and who saved it. Restoring one writes the page
// and a new revision, so the history only ever grows; deleting the page deletes its history with it.
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    isPublished: boolean("is_published").notNull(),
  },
  (t) => [index("page_revisions_page_idx").on(t.pageId, t.id)],
);

export const clientLogos = pgTable("client_logos", {
  id: serial("id").primaryKey(),
  clientName: text("client_name").notNull(),
  logoUrl: text("logo_url").notNull(),
  // The logo's text alternative on the site: null means the client's name; decorative means alt="".
  logoAlt: text("logo_alt"),
  logoDecorative: boolean("logo_decorative").notNull().default(false),
  websiteUrl: text("website_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    designation: text("designation").notNull(),
    companyEmail: text("company_email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    goals: text("goals").array().notNull(),
    challenges: text("challenges").array(),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    notes: text("notes"),
    ...timestamps,
  },
  // The admin list reads newest first, one page at a time, all of them or those of one status; these indexes give
  // a page in that order without sorting every inquiry (read backwards for descending order).
  (t) => [
    index("inquiries_created_idx").on(t.createdAt, t.id),
    index("inquiries_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

// A response is kept even when it could not be e-mailed, so an administrator never loses what they wrote.
export const inquiryResponses = pgTable(
  "inquiry_responses",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    // The e-mail's subject; replies saved before it could be edited had this one.
    subject: text("subject").notNull().default("Re: your accessibility services inquiry"),
    message: text("message").notNull(),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    emailed: boolean("emailed").notNull().default(false),
    deliveryNote: text("delivery_note"),
  },
  (t) => [index("inquiry_responses_inquiry_idx").on(t.inquiryId)],
);

// The outbox of new-inquiry e-mails to the team: a row is written in the inquiry's own transaction (when someone is
// to be told), and a worker in each server sends it, trying again later while the mail server refuses or is down.
// `next_attempt_at` is when it may be tried next; a server that takes a row moves it ahead first, so no other
// server sends it meanwhile. `site_url` is the site's address when the inquiry came, for the link to the CMS.
export const inquiryNotifications = pgTable(
  "inquiry_notifications",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    recipients: text("recipients").array().notNull(),
    siteUrl: text("site_url").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The worker reads the unsent rows that are due, soonest first.
  (t) => [
    index("inquiry_notifications_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  clientName: text("client_name").notNull(),
  personName: text("person_name").notNull(),
  personTitle: text("person_title").notNull(),
  content: text("content").notNull(),
  avatarUrl: text("avatar_url"),
  companyLogoUrl: text("company_logo_url"),
  // Each card prints the person's and the company's names beside these images, so by default they are decorative
  // (alt="") and a screen reader does not hear each name twice. Unticked, a null alt means that name.
  avatarAlt: text("avatar_alt"),
  avatarDecorative: boolean("avatar_decorative").notNull().default(true),
  companyLogoAlt: text("company_logo_alt"),
  companyLogoDecorative: boolean("company_logo_decorative").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

// The questions and answers of the public /faq page. A 'list' answer is an intro sentence followed by a bulleted
// list; a 'text' answer has no list items (an empty array).
export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  answerType: text("answer_type", { enum: ["text", "list"] })
    .notNull()
    .default("text"),
  listItems: jsonb("list_items").$type<string[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

// The services of /services and /services/{id}, the footer, the quote form and the sitemap. The id is the slug of
// the service's address (a change leaves a redirect from the old one, and the home cards follow by the cascade
// below); keywords and features are lists of text; detail is the paragraph under "Why Choose Our ... Service" on
// its page.
export const services = pgTable("services", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
  icon: text("icon").$type<ServiceIcon>().notNull(),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  detail: text("detail").notNull(),
  // An optional picture of the service, shown on its page. Its text alternative: null follows the media library's
  // alt text (else the service's title); decorative means alt="" (the heading beside it says everything).
  imageUrl: text("image_url"),
  imageAlt: text("image_alt"),
  imageDecorative: boolean("image_decorative").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

// The cards of the home page's services grid, each leading to one service's page. A service a card leads to
// cannot be deleted (the restrict below backs the API's own check): the card would lead to a 404.
export const homeServiceCards = pgTable("home_service_cards", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").$type<ServiceIcon>().notNull(),
  serviceId: text("service_id")
    .notNull()
    .references(() => services.id, { onDelete: "restrict", onUpdate: "cascade" }),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

// The regions of the public /standards page: each names its laws and standards as titled details.
export const standardsRegions = pgTable("standards_regions", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull(),
  icon: text("icon", { enum: standardsIcons }).notNull(),
  details: jsonb("details").$type<{ title: string; description: string }[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const siteSettings = pgTable(
  "site_settings",
  {
    id: serial("id").primaryKey(),
    settingKey: text("setting_key").notNull(),
    settingValue: text("setting_value"),
    ...timestamps,
  },
  (t) => [uniqueIndex("site_settings_key_unique").on(t.settingKey)],
);

// Rate-limit counters (failed sign-ins, public inquiries), shared by every server on the database so a limit
// holds across instances and restarts. `key` is the limiter's name and the client's key; the row counts hits
// until `reset_at`, after which the next hit starts a new window.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

// The table connect-pg-simple uses; declared here so that migrations own it.
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

// Who did what to which item, when and from where: every administrative write, sign-in and sign-out. The username
// is copied, so an entry still names its author after the account is deleted (user_id then becomes null).
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary"),
    ip: text("ip").notNull().default(""),
    // Who acted: an administrator ("user", named by username), or the server itself ("scheduler": a page that went
    // live or came down at its scheduled time), which no account stands behind.
    actor: text("actor", { enum: activityActors }).notNull().default("user"),
  },
  (t) => [index("activity_log_created_at_idx").on(t.createdAt)],
);

// The passkeys (WebAuthn credentials) administrators registered on the Account screen. `credential_id` and
// `public_key` are base64url, as the browser and @simplewebauthn hand them over; `counter` is the authenticator's
// signature counter, which must go up with each use of a credential that keeps one (a copied key would lag).
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_unique").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

// WebAuthn challenges handed out and not yet answered, in the database so that the server which checks the
// answer need not be the one that asked. Each is deleted by the answer that uses it (single use) and is good
// until `expires_at`; expired rows are swept. A registration's challenge belongs to the signed-in user.
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["registration", "authentication"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_at_idx").on(t.expiresAt)],
);

// The quote form's proofs of work already used, one row per challenge (its signature), kept until the challenge
// expires: a solution sent again, to this server or another on the database, finds its row and is refused.
// Expired rows are deleted as new ones arrive.
export const usedInquiryChallenges = pgTable(
  "used_inquiry_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_inquiry_challenges_expires_at_idx").on(t.expiresAt)],
);

// Every backup the server or `npm run backup` set out to make: when, why (a schedule's run, an administrator's
// 'Back up now', the command), how it ended and, for a failure, what went wrong, so that administrators see a
// failed scheduled backup however many servers share the database. `slot` is the scheduled time a run belongs
// to: unique, so that of several servers on one database only the first to claim a slot makes its backup. Not
// part of the backups themselves (an archive restored elsewhere would bring a history of other archives).
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    trigger: text("trigger", { enum: backupTriggers }).notNull(),
    slot: timestamp("slot", { withTimezone: true }),
    status: text("status", { enum: backupRunStatuses }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    bytes: bigint("bytes", { mode: "number" }),
    message: text("message"),
  },
  (t) => [uniqueIndex("backup_runs_slot_idx").on(t.slot), index("backup_runs_started_at_idx").on(t.startedAt)],
);

// The header and footer menus an administrator saved at /admin/navigation: at most one row (id 1). Without it the
// shipped menus apply (shared/navigation-defaults.ts). updatedAt is the version a stale save is refused by.
export const siteNavigation = pgTable(
  "site_navigation",
  {
    id: integer("id").primaryKey().default(1),
    menus: jsonb("menus").$type<NavigationMenus>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_navigation_one_row", sql`${t.id} = 1`)],
);

// Redirect rules: a request for `fromPath` (stored as redirectKey() makes it: lower case, no trailing slash) is sent
// on to `toPath` with `statusCode`. `pageId` marks a rule made when a published page's address changed (kept when
// that page is deleted: its old addresses still lead on). Hits are counted in memory and added now and then.
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    statusCode: integer("status_code").notNull().default(301),
    note: text("note"),
    pageId: integer("page_id"),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("redirects_from_path_unique").on(t.fromPath),
    check("redirects_status_code", sql`${t.statusCode} in (301, 302, 307, 308)`),
  ],
);

// Addresses of this site that answered "not found", with how often and when last: for the Redirects screen to
// suggest rules. Bounded: the least asked-for rows are dropped past a limit (server/modules/redirects/not-found.ts).
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("not_found_paths_hits_idx").on(t.hits, t.lastSeenAt)],
);

// The media library: one row per uploaded image, found from the address the places that show it store. `uploadId`
// is the 32 hex digits every file of the current upload starts with; `previousUploadIds` are the files "Replace
// file" swapped out, kept only while an earlier page version still shows them.
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    uploadId: text("upload_id").notNull(),
    url: text("url").notNull(),
    previousUploadIds: text("previous_upload_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    /** The stored file's type: image/jpeg, image/png, image/gif or image/svg+xml. */
    contentType: text("content_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The full-size file's size; null until known (files that joined from before the library). */
    bytes: integer("bytes"),
    altText: text("alt_text"),
    decorative: boolean("decorative").notNull().default(false),
    caption: text("caption"),
    credit: text("credit"),
    /** Where a crop keeps the image's subject, in percent of its width and height from the top left. */
    focalX: real("focal_x").notNull().default(50),
    focalY: real("focal_y").notNull().default(50),
    uploadedBy: integer("uploaded_by"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("media_upload_id_unique").on(t.uploadId),
    index("media_created_at_idx").on(t.createdAt, t.id),
    check("media_focal_point", sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// The insert schemas in ./schema are written in zod by hand (deriving them from these tables would put drizzle in
// the browser's bundle). These checks keep the two in line: `npm run check` fails when a schema's output is not a
// row its table accepts (a field's type differs, or a required column is missing), when it has a field that is
// not a column, or when a column is added to a table and its schema neither handles it nor lists it as left out.

/** True when `Output` fits `Insert`: assignable, no unknown fields, and exactly the columns `Omitted` left out. */
type Fits<Output, Insert, Omitted extends keyof Insert> = [Output] extends [Insert]
  ? [Exclude<keyof Output, keyof Insert>] extends [never]
    ? [Exclude<keyof Insert, keyof Output>] extends [Omitted]
      ? [Omitted] extends [Exclude<keyof Insert, keyof Output>]
        ? true
        : false
      : false
    : false
  : false;

/** Compiles only with `true`: a schema that stopped fitting its table shows up here as an error. */
type SchemaFitsTable<Ok extends true> = Ok;

type Timestamps = "id" | "createdAt" | "updatedAt";

export type InsertSchemasFitTables = [
  SchemaFitsTable<
    Fits<
      z.output<typeof insertUserSchema>,
      typeof users.$inferInsert,
      "id" | "createdAt" | "credentialsVersion" | "passwordSignIn" | "passwordReset" | "mustChangePassword"
    >
  >,
  SchemaFitsTable<Fits<z.output<typeof insertTeamMemberSchema>, typeof teamMembers.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertPageSchema>, typeof pages.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertClientLogoSchema>, typeof clientLogos.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertTestimonialSchema>, typeof testimonials.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertFaqItemSchema>, typeof faqItems.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertServiceSchema>, typeof services.$inferInsert, "createdAt" | "updatedAt">>,
  SchemaFitsTable<Fits<z.output<typeof insertHomeServiceCardSchema>, typeof homeServiceCards.$inferInsert, Timestamps>>,
  SchemaFitsTable<Fits<z.output<typeof insertStandardsRegionSchema>, typeof standardsRegions.$inferInsert, Timestamps>>,
  // An inquiry's status and notes are set by administrators later, never by the public form.
  SchemaFitsTable<
    Fits<z.output<typeof insertInquirySchema>, typeof inquiries.$inferInsert, Timestamps | "status" | "notes">
  >,
];
