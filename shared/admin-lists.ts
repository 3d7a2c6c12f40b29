// The admin lists that grow for years: inquiries and content pages, one page at a time, filtered and searched. A
// request for GET /api/inquiries or GET /api/pages with no query parameter at all still gets the whole list as it
// always did; with any parameter it gets one page of these summaries, validated by the schemas below.
import { z } from "zod";
import { paging, searchText } from "./list-paging";
import type { PageWithLinks } from "./page-links";
import { inquiryStatuses, type Inquiry, type InquiryStatus } from "./schema";

export { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE, LIST_SEARCH_MAX_LENGTH } from "./list-paging";

const search = searchText("search");

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
