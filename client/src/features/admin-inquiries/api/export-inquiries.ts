import type { InquiryExportQuery } from "@shared/admin-lists";
import type { InquiryListParams } from "./get-inquiries";

/**
 * The address of the CSV file of the inquiries a tab and search show: the list's own filters, without its paging,
 * since the file holds every page. The browser downloads it as a file (the answer says so), with the session's cookie.
 */
export function inquiryExportUrl({ status, search }: Pick<InquiryListParams, "status" | "search">): string {
  const query: InquiryExportQuery = {};
  if (status !== "all") query.status = status;
  if (search) query.search = search;
  const params = new URLSearchParams(query as Record<string, string>).toString();
  return `/api/inquiries/export.csv${params ? `?${params}` : ""}`;
}
