// Redirect rules (/admin/redirects, /api/redirects): an old address of this site that sends visitors on to another,
// made by hand or when a published page's address changes.
import { z } from "zod";
import { isHttpsAddress, isSitePath } from "../addresses";
import { matchRoute, normalise } from "../route-match";
import type { notFoundPaths, redirects } from "../tables";
import { optionalText } from "./fields";

export const redirectStatusCodes = [301, 308, 302, 307] as const;
export type RedirectStatusCode = (typeof redirectStatusCodes)[number];

/** How the Redirects screen names each kind of redirect. */
export const redirectStatusLabels: Record<RedirectStatusCode, string> = {
  301: "301 Moved permanently",
  308: "308 Permanent, same method",
  302: "302 Found (temporary)",
  307: "307 Temporary, same method",
};

const PATH_MAX = 500;
const URL_MAX = 2_000;

/** The first parts of addresses that belong to the site's machinery, never to a redirect. */
const RESERVED_PREFIXES = ["/api", "/admin", "/auth", "/uploads", "/assets", "/metrics"];

/**
 * The form a from-path is stored and looked up in: decoded, lower case, without a trailing slash (as the site's
 * own router compares addresses), so `/Old-Page/` and `/old-page` are one rule.
 */
export const redirectKey = (path: string) => normalise(path).toLowerCase();

/** Why `path` cannot be redirected: it is one of the site's own screens or machinery. */
function reservedReason(path: string): string | undefined {
  const key = redirectKey(path);
  const first = `/${key.split("/")[1] ?? ""}`;
  if (RESERVED_PREFIXES.includes(first)) return `${first} belongs to the site itself and cannot be redirected`;
  if (/\.(xml|txt|ico|webmanifest|json|js|css)$/.test(key)) return "The site's own files cannot be redirected";
  const screen = matchRoute(key).screen;
  if (screen === "static" || screen === "cms")
    return `${key} is one of the site's own screens and cannot be redirected`;
  return undefined;
}

const FROM_MESSAGE = "The old address must be a path of this site, such as /old-page";

const fromPath = z
  .string({ error: "Old address is required" })
  .trim()
  .min(1, "Old address is required")
  .max(PATH_MAX, `Old address must be at most ${PATH_MAX} characters`)
  .refine((value) => /^\/(?!\/)[^\s?#\\]*$/.test(value), { message: FROM_MESSAGE })
  .superRefine((value, ctx) => {
    const reason = /^\/(?!\/)[^\s?#\\]*$/.test(value) ? reservedReason(value) : undefined;
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  })
  .transform(redirectKey);

/** A path of this site (with a query or #part if wanted) or an https address. */
export const isRedirectTarget = (value: string): boolean =>
  !/[\s\\]/.test(value) && (isHttpsAddress(value) || isSitePath(value));

const toPath = z
  .string({ error: "New address is required" })
  .trim()
  .min(1, "New address is required")
  .max(URL_MAX, `New address must be at most ${URL_MAX} characters`)
  .refine(isRedirectTarget, {
    message: "The new address must be a path of this site (such as /page/new) or start with https://",
  });

/** POST /api/redirects and PUT /api/redirects/{id}. */
export const redirectSchema = z.object({
  fromPath,
  toPath,
  statusCode: z
    .union(
      redirectStatusCodes.map((code) => z.literal(code)),
      { error: "The kind of redirect must be 301, 308 (permanent), 302 or 307 (temporary)" },
    )
    .default(301),
  note: optionalText("Note", 500),
});
export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectValues = z.output<typeof redirectSchema>;

export type Redirect = typeof redirects.$inferSelect;
export type NotFoundPath = typeof notFoundPaths.$inferSelect;

/** What GET /api/redirects/not-found answers: the addresses visitors asked for most that do not exist. */
export interface NotFoundList {
  items: NotFoundPath[];
}

/**
 * DELETE /api/pages/{id}, whose body may be left out: where visitors of a published page's addresses are sent once
 * it is gone (a path of this site); none leaves them to "not found". A draft's addresses never answered, so its
 * `redirectTo` is ignored.
 */
export const deletePageSchema = z.object({
  redirectTo: z
    .string()
    .trim()
    .max(URL_MAX, `The new address must be at most ${URL_MAX} characters`)
    .refine((value) => value === "" || (value.startsWith("/") && isRedirectTarget(value)), {
      message: "The new address must be a path of this site, such as /page/new",
    })
    .optional()
    .transform((value) => value || undefined),
});
export type DeletePageInput = z.input<typeof deletePageSchema>;

/** The most a CSV file of redirects may hold, in characters (the API takes JSON bodies up to 1 MB). */
export const REDIRECT_IMPORT_MAX = 900_000;

/** POST /api/redirects/import: the text of a CSV file (the columns of the export; hits and last_hit_at ignored). */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: "The file's text is required" })
    .min(1, "The file is empty")
    .max(REDIRECT_IMPORT_MAX, "The file is too large: at most about 900 KB"),
});
export type RedirectImportInput = z.input<typeof redirectImportSchema>;

/** What an import answers: how many rules were new, and how many replaced a rule from the same address. */
export interface RedirectImportResult {
  added: number;
  replaced: number;
}

/** The columns of the CSV file of redirects, as its first line names them. */
export const REDIRECT_CSV_COLUMNS = ["from_path", "to_path", "status_code", "note", "hits", "last_hit_at"] as const;
