import { z } from "zod";
import { inquiryExportQuerySchema, inquiryListQuerySchema, pageListQuerySchema } from "@shared/admin-lists";
import { collectionKeys, collections, type CollectionKey } from "@shared/collections";
import { navigationSchema } from "@shared/navigation";
import {
  addPasskeySchema,
  passkeyPolicySchema,
  passkeySignInSchema,
  passwordSignInSchema,
  removePasskeySchema,
  renamePasskeySchema,
} from "@shared/passkeys";
import {
  activityQuerySchema,
  changePasswordSchema,
  createAdminSchema,
  deletePageSchema,
  inquiryEraseSchema,
  inquiryNotesSchema,
  inquiryResponseSchema,
  inquiryStatusSchema,
  insertPageSchema,
  insertUserSchema,
  loginSchema,
  mediaListQuerySchema,
  mediaUpdateSchema,
  publicInquirySchema,
  redirectImportSchema,
  redirectSchema,
  resetPasswordSchema,
  restorePageRevisionSchema,
  SERVICE_ID_MAX,
  serviceResource,
  settingKeySchema,
  settingsBatchSchema,
  testEmailSchema,
  updatePageSchema,
} from "@shared/schema";
import { ARCHIVE_NAME } from "./backup/format";
import { sessionIdSchema } from "./modules/sessions/routes";
import { schemasOf } from "./modules/sortable-collection";

/**
 * Every endpoint the app answers, declared once: who may call it, what it takes and what a success answers. The
 * OpenAPI document (openapi.ts) and docs/api.md are made from this table, and the authorization test checks it
 * against the routes the app registers, so an endpoint missing here fails that test. The body and query schemas
 * are the shared ones the handlers parse with.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Anyone ("public"), or a signed-in administrator only ("admin"). */
export type Access = "public" | "admin";
export type RouteKey = `${HttpMethod} /${string}`;

export interface Endpoint {
  method: HttpMethod;
  /** The Express address pattern, e.g. /api/team/:id. */
  path: string;
  access: Access;
  /** The group the endpoint belongs to (one section of the reference). */
  tag: string;
  summary: string;
  /** The JSON body's schema, or "image": a multipart form with one image file in its field `image`. */
  body?: z.ZodType | "image";
  /** The body may be left out (the handler then takes an empty one). */
  bodyOptional?: boolean;
  /** The query string's schema. */
  query?: z.ZodType;
  /**
   * Schemas of the address's parameters; one not named here is the positive whole number `parseId` takes when it
   * is `id` or ends in `Id`, and text otherwise.
   */
  params?: Record<string, z.ZodType>;
  /** The status of a success. */
  status: number;
  /** The media type of a success's body: JSON unless said; none for 204. */
  answers?: string;
}

type Details = Partial<Pick<Endpoint, "body" | "bodyOptional" | "query" | "params" | "status" | "answers">>;
type Entry = Pick<Endpoint, "access" | "summary"> & Details;

const open = (summary: string, details: Details = {}): Entry => ({ access: "public", summary, ...details });
const admin = (summary: string, details: Details = {}): Entry => ({ access: "admin", summary, ...details });

/** The endpoints of one tag, keyed "METHOD /path"; a success answers 200 unless said. */
function tagged(tag: string, entries: Record<RouteKey, Entry>): Endpoint[] {
  return Object.entries(entries).map(([route, entry]) => {
    const [method, path] = route.split(" ") as [HttpMethod, string];
    return { method, path, tag, status: 200, ...entry };
  });
}

const created = { status: 201 } as const;
const noContent = { status: 204 } as const;
const image = { body: "image", status: 201 } as const;

/** The endpoints every sortable list shares (sortable-collection.ts): create, edit, delete and reorder. */
function sortableWrites(
  base: string,
  label: string,
  resource: { insert: z.ZodType; update: z.ZodType; reorder: z.ZodType },
): Record<RouteKey, Entry> {
  return {
    [`POST ${base}`]: admin(`Adds a ${label}`, { body: resource.insert, ...created }),
    [`PUT ${base}/:id`]: admin(`Changes a ${label}; a stale updatedAt is refused with 409`, { body: resource.update }),
    [`DELETE ${base}/:id`]: admin(`Deletes a ${label}`, noContent),
    [`POST ${base}/reorder`]: admin(`Sets the order of the ${label}s; answers the list`, { body: resource.reorder }),
  };
}

const serviceId = { id: z.string().min(1).max(SERVICE_ID_MAX) };

// What a collection answers beyond the shared list, writes and uploads (server/modules/collections.ts).
const collectionExtras: { [K in CollectionKey]?: Record<RouteKey, Entry> } = {
  services: {
    "GET /api/services/:id": open("One service by its address", { params: serviceId }),
    "PUT /api/services/:id": admin(
      "Changes a service; a new id moves it, redirecting its old address (301). A stale updatedAt is refused with 409",
      {
        body: serviceResource.update,
        params: serviceId,
      },
    ),
    "DELETE /api/services/:id": admin("Deletes a service no home page card leads to (409 otherwise)", {
      params: serviceId,
      ...noContent,
    }),
  },
};

/** A collection's endpoints, from its declaration in shared/collections.ts. */
function collectionEndpoints(key: CollectionKey): Endpoint[] {
  const collection = collections[key];
  const { create, resource } = schemasOf(collection);
  const base = `/api/${collection.path}`;
  const [noun, plural] = collection.nouns;
  const uploads = (collection.uploads ?? []).map(({ path, field, what }) => [
    `POST ${base}/${path}`,
    admin(`Stores ${what} and adds it to the media library; answers { ${field}, mediaId }`, image),
  ]);
  return tagged(collection.tag, {
    ...(collection.publicRead ? { [`GET ${base}`]: open(`The ${plural}, in order`) } : {}),
    ...sortableWrites(base, noun, { ...resource, insert: create }),
    ...Object.fromEntries(uploads),
    ...collectionExtras[key],
  });
}

export const API_TABLE: Endpoint[] = [
  ...tagged("Site", {
    "GET /robots.txt": open("The crawler rules, naming the sitemap", { answers: "text/plain" }),
    "GET /sitemap.xml": open("Every public page's address", { answers: "application/xml" }),
    // Its own bearer token, not a session; without METRICS_TOKEN the address does not exist.
    "GET /metrics": open("Prometheus metrics, for the bearer token METRICS_TOKEN", { answers: "text/plain" }),
    "GET /api/openapi.json": open("This API's OpenAPI 3.1 document"),
  }),
  ...tagged("Sign-in", {
    "GET /api/auth/me": open("The signed-in account, or 401"),
    "GET /api/auth/setup": open("Whether first-run setup is open, and whether it needs the setup token"),
    "POST /api/auth/login": open("Signs in with a username and password", { body: loginSchema }),
    "POST /api/auth/logout": open("Signs out and ends the session", noContent),
    "POST /api/auth/register": open("Creates the first administrator (first-run setup only; 403 once one exists)", {
      body: insertUserSchema.extend({
        setupToken: z.string().optional().describe("The one-time setup token, when the server asks for one"),
      }),
      ...created,
    }),
    "POST /api/auth/passkey/options": open("Starts a passkey sign-in: the options with a fresh challenge"),
    "POST /api/auth/passkey": open("Signs in with the browser's passkey answer", { body: passkeySignInSchema }),
  }),
  ...tagged("Accounts", {
    "GET /api/admins": admin("Every administrator"),
    "POST /api/admins": admin("Adds an administrator", { body: createAdminSchema, ...created }),
    "PUT /api/admins/:id/password": admin("Gives another administrator a new password and ends their sessions", {
      body: resetPasswordSchema,
      ...noContent,
    }),
    "DELETE /api/admins/:id": admin("Removes another administrator", noContent),
    "POST /api/account/password": admin(
      "Changes the signed-in administrator's own password; also open to one who must replace a password another chose",
      {
        body: changePasswordSchema,
        ...noContent,
      },
    ),
  }),
  ...tagged("Passkeys", {
    "GET /api/passkeys": admin("The signed-in administrator's passkeys and password sign-in choice"),
    "POST /api/passkeys/options": admin("Starts adding a passkey: the options with a fresh challenge"),
    "POST /api/passkeys": admin("Adds a passkey from the browser's answer", { body: addPasskeySchema, ...created }),
    "PATCH /api/passkeys/:id": admin("Renames a passkey", { body: renamePasskeySchema }),
    "DELETE /api/passkeys/:id": admin("Removes a passkey, and on request the sessions it opened", {
      body: removePasskeySchema,
      bodyOptional: true,
      ...noContent,
    }),
    "PUT /api/passkeys/password-sign-in": admin("Turns the administrator's own password sign-in off or on", {
      body: passwordSignInSchema,
    }),
    "GET /api/passkeys/policy": admin("Whether administrators must sign in with passkeys only"),
    "PUT /api/passkeys/policy": admin("Sets whether administrators must sign in with passkeys only", {
      body: passkeyPolicySchema,
    }),
  }),
  ...tagged("Sessions", {
    "GET /api/sessions": admin("The signed-in administrator's sessions"),
    "POST /api/sessions/end-others": admin("Ends every other session of the signed-in administrator"),
    "DELETE /api/sessions/:id": admin("Ends one of the signed-in administrator's sessions", {
      params: { id: sessionIdSchema },
      ...noContent,
    }),
  }),
  ...collectionKeys.flatMap(collectionEndpoints),
  ...tagged("Pages", {
    "GET /api/pages/slug/:slug": open("A published page by its slug; a draft only for an administrator's preview"),
    "GET /api/pages": admin("Every page, or with any query one page of summaries", { query: pageListQuerySchema }),
    "GET /api/pages/:id": admin("One page whole, with the menus linking to it"),
    "POST /api/pages": admin("Adds a page", { body: insertPageSchema, ...created }),
    "PUT /api/pages/:id": admin("Changes a page; a stale updatedAt is refused with 409", { body: updatePageSchema }),
    "DELETE /api/pages/:id": admin("Deletes a page; a published page's addresses may lead to another page", {
      body: deletePageSchema,
      bodyOptional: true,
      ...noContent,
    }),
    "POST /api/pages/upload": admin(
      "Stores an image for page content and adds it to the media library; answers { imageUrl, mediaId }",
      image,
    ),
    "GET /api/pages/:id/revisions": admin("A page's earlier versions"),
    "GET /api/pages/:id/revisions/:revisionId": admin("One earlier version of a page"),
    "POST /api/pages/:id/revisions/:revisionId/restore": admin("Brings back an earlier version of a page", {
      body: restorePageRevisionSchema,
      bodyOptional: true,
    }),
  }),
  ...tagged("Settings", {
    "GET /api/settings": open("Every stored site setting, except those only administrators may read"),
    "GET /api/settings/private": admin("The settings only administrators may read, such as inquiryNotifyEmails"),
    "POST /api/settings/test-email": admin(
      "Sends a test e-mail (20 an hour per administrator); answers { accepted, message }",
      {
        body: testEmailSchema,
      },
    ),
    "POST /api/settings/:settingKey": admin("Saves one setting; its value follows that setting's rule", {
      body: z.object({ value: z.unknown().describe("The setting's value, by the rule of :settingKey") }),
      params: { settingKey: settingKeySchema },
    }),
    "PUT /api/settings": admin("Saves several settings at once, in one transaction", { body: settingsBatchSchema }),
    "POST /api/settings/upload/logo": admin(
      "Stores and saves the company logo and adds it to the media library; answers { logoUrl, mediaId }",
      image,
    ),
  }),
  ...tagged("Media", {
    "GET /api/media": admin(
      "One page of the media library, newest first, each image with its thumbnail and how many places use it; " +
        "q searches name, alt text and caption, unused keeps images no place uses, missingAlt those neither " +
        "decorative nor with alt text other than a file name",
      { query: mediaListQuerySchema },
    ),
    "GET /api/media/:id": admin(
      "One image of the library with every place that uses it (pages, their earlier versions, team members, " +
        "client logos, testimonials, the company logo, site texts), each with the CMS address where it is edited",
    ),
    "POST /api/media": admin(
      "Adds an image to the library (JPEG, PNG, GIF, WebP or SVG, at most 5 MB); the form may also send altText " +
        "and decorative (true or false); answers the new entry",
      image,
    ),
    "PATCH /api/media/:id": admin(
      "Changes an image's name, alt text, decorative mark, caption, credit or focal point; a stale " +
        "expectedUpdatedAt is refused with 409",
      { body: mediaUpdateSchema },
    ),
    "DELETE /api/media/:id": admin(
      "Deletes an image and its files; refused with 409 { message, usages } while any place uses it",
      noContent,
    ),
    "POST /api/media/:id/replace": admin(
      "Puts a new file behind the image and every place that shows it now (earlier page versions keep the old " +
        "one); the alt text, caption, credit and focal point stay; answers the entry",
      { body: "image" },
    ),
  }),
  ...tagged("Navigation", {
    "GET /api/navigation": open("The header and footer menus"),
    "GET /api/navigation/edit": admin("The stored menus, links to unpublished pages included"),
    "PUT /api/navigation": admin("Saves the menus", { body: navigationSchema }),
    "DELETE /api/navigation": admin("Restores the shipped menus; answers them"),
  }),
  ...tagged("Redirects", {
    "GET /api/redirects": admin("Every redirect rule, with how often each was followed and when last"),
    "GET /api/redirects/not-found": admin(
      "The 50 addresses of this site asked for most that answered 'not found' and have no redirect yet",
    ),
    "POST /api/redirects": admin("Adds a redirect; a loop or an address the site uses itself is refused", {
      body: redirectSchema,
      ...created,
    }),
    "PUT /api/redirects/:id": admin("Changes a redirect", { body: redirectSchema }),
    "DELETE /api/redirects/:id": admin("Deletes a redirect", noContent),
    "GET /api/redirects/export.csv": admin(
      "Every redirect rule as a CSV file (UTF-8 with a byte order mark): from_path, to_path, status_code, note, hits, " +
        "last_hit_at; recorded in the activity log",
      { answers: "text/csv" },
    ),
    "POST /api/redirects/import": admin(
      "Adds the rules of a CSV file (the export's columns), replacing a rule from the same address; all or none, " +
        "a refused row named by its line; answers { added, replaced }",
      { body: redirectImportSchema },
    ),
  }),
  ...tagged("Inquiries", {
    "GET /api/inquiries/challenge": open(
      "A new proof-of-work challenge for the quote form (ALTCHA's protocol: algorithm, challenge, maxnumber, salt, " +
        "signature; expires in 10 minutes, never cached), or { disabled: true } when INQUIRY_CHALLENGE=off",
    ),
    "POST /api/inquiries": open(
      "Sends the quote form. Unless INQUIRY_CHALLENGE=off, altcha must carry a solved challenge (base64 JSON of the " +
        "challenge and its number) not used before; otherwise 400",
      { body: publicInquirySchema, ...created },
    ),
    "GET /api/inquiries": admin("Every inquiry, or with any query one page of summaries", {
      query: inquiryListQuerySchema,
    }),
    "GET /api/inquiries/counts": admin("How many inquiries have each status"),
    "GET /api/inquiries/export.csv": admin(
      "The inquiries of a status and search as a CSV file (UTF-8 with a byte order mark), newest first, with the " +
        "date of the last reply; recorded in the activity log",
      { query: inquiryExportQuerySchema, answers: "text/csv" },
    ),
    "GET /api/inquiries/mail-status": admin(
      "Whether replies can be e-mailed: `{ configured }` is false when no mail server is set up (SMTP_URL)",
    ),
    "GET /api/inquiries/notifications/status": admin(
      "E-mails about new inquiries that failed and wait for another attempt: { failing, lastError, lastFailedAt }",
    ),
    "GET /api/inquiries/:id": admin("One inquiry whole"),
    "PATCH /api/inquiries/:id/status": admin("Sets an inquiry's status", { body: inquiryStatusSchema }),
    "PATCH /api/inquiries/:id/notes": admin("Sets an inquiry's internal notes", { body: inquiryNotesSchema }),
    "POST /api/inquiries/:id/respond": admin(
      "Keeps a reply and e-mails it (subject, text, Reply-To the administrator); marks the inquiry responded " +
        "only when the mail server accepted it",
      {
        body: inquiryResponseSchema,
        ...created,
      },
    ),
    "GET /api/inquiries/:id/responses": admin("The responses sent to an inquiry"),
    "DELETE /api/inquiries/:id": admin("Deletes an inquiry", noContent),
    "POST /api/inquiries/erase": admin(
      "Erases everything stored about one e-mail address (any case): its inquiries with their replies and " +
        "new-inquiry e-mail records, and the activity entries that name them; answers how many of each went, " +
        "{ inquiries, responses, notifications, activityEntries }, all 0 when none matched",
      { body: inquiryEraseSchema },
    ),
  }),
  ...tagged("Activity", {
    "GET /api/activity": admin("One page of the activity log, newest first", { query: activityQuerySchema }),
  }),
  ...tagged("Overview", {
    "GET /api/overview": admin(
      "The CMS's Overview: the new inquiries' count and five newest, what visitors still see that the owners have " +
        "not made their own (each item with a stable id and where to fix it), the newest backup and the schedule, " +
        "and the ten newest activity entries",
    ),
  }),
  ...tagged("Backups", {
    "GET /api/backups": admin("The backups kept"),
    "GET /api/backups/status": admin("The schedule, the last backup and whether one is running"),
    "POST /api/backups": admin("Makes a backup now (409 while one is running)", created),
    "GET /api/backups/:name": admin("Downloads one backup archive", {
      params: { name: z.string().regex(ARCHIVE_NAME) },
      answers: "application/gzip",
    }),
  }),
];
