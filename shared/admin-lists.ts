// The admin lists that grow for years: inquiries and content pages, one page at a time, filtered and searched. A
// request for GET /api/inquiries or GET /api/pages with no query parameter at all still gets the whole list as it
// always did; with any parameter it gets one page of these summaries, validated by the schemas below.
import { z } from "zod";
import type { PageWithLinks } from "./page-links";
import { inquiryStatuses, type Inquiry, type InquiryStatus } from "./schema";

export const LIST_DEFAULT_PAGE_SIZE = 50;
export const LIST_MAX_PAGE_SIZE = 100;
export const LIST_SEARCH_MAX_LENGTH = 100;

const paging = {
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(1_000_000, "page is too large")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(LIST_MAX_PAGE_SIZE, `pageSize must be at most ${LIST_MAX_PAGE_SIZE}`)
    .default(LIST_DEFAULT_PAGE_SIZE),
};

/** Text to look for, any case; blank means no search. `%`, `_` and `\` match themselves (the server escapes them). */
const search = z
  .string({ error: "search must be given once, as text" })
  .trim()
  .max(LIST_SEARCH_MAX_LENGTH, `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, "search must not contain control characters")
  .optional()
  .transform((text) => text || undefined);

/** GET /api/inquiries?page&pageSize&status&search: newest first; search looks in the name and the e-mail address. */
export const inquiryListQuerySchema = z.strictObject({
  ...paging,
  status: z.enum(inquiryStatuses, { error: "status must be one of new, in_review, responded" }).optional(),
  search,
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

/**
 * GET /api/inquiries/export.csv?status&search: every inquiry the list would show for that tab and search, as CSV.
 * The list's own filters, without its paging: an export is never one page.
 */
export const inquiryExportQuerySchema = inquiryListQuerySchema.pick({ status: true, search: true });
export type InquiryExportQuery = z.input<typeof inquiryExportQuerySchema>;

/** GET /api/pages?page&pageSize&search: in the order they were created; search looks in the title and the slug. */
export const pageListQuerySchema = z.strictObject({ ...paging, search });
export type PageListQuery = z.input<typeof pageListQuerySchema>;

export interface ListPage<T> {
  items: T[];
  /** How many items match the filters, on all pages together. */
  total: number;
  page: number;
  pageSize: number;
}

/** An inquiry as its list shows it: the goals, challenges, phone number and notes are for Inquiry Details only. */
export type InquirySummary = Pick<
  Inquiry,
  "id" | "fullName" | "designation" | "companyEmail" | "status" | "createdAt" | "updatedAt"
>;

/** How many inquiries match the search, in all and by status (whatever the status filter), for the tabs. */
export type InquiryCounts = Record<"all" | InquiryStatus, number>;

export interface InquiryListPage extends ListPage<InquirySummary> {
  counts: InquiryCounts;
}

/** A page as Page Management's table shows it: without its content and meta fields, which the editor loads. */
export type PageSummary = Omit<PageWithLinks, "content" | "metaTitle" | "metaDescription">;
export type PageListPage = ListPage<PageSummary>;
