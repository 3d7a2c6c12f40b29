import { Download } from "lucide-react";
import { DownloadLink } from "@/components/admin/download-link";
import { buttonClass } from "@/components/ui/button";
import { INQUIRY_STATUS_LABELS } from "@shared/schema";
import { inquiryExportUrl } from "../api/export-inquiries";
import type { InquiryListParams } from "../api/get-inquiries";

/**
 * Export CSV: a link to the file of every inquiry the chosen tab and search show, on all pages. Screen readers also
 * hear which inquiries the file holds, the name starting with the visible words.
 */
export function ExportLink({ params }: { params: Pick<InquiryListParams, "status" | "search"> }) {
  const { status, search } = params;
  const which = status === "all" ? "all inquiries" : `${INQUIRY_STATUS_LABELS[status]} inquiries`;
  return (
    <DownloadLink href={inquiryExportUrl(params)} className={buttonClass("outline")}>
      <Download aria-hidden="true" className="h-4 w-4" />
      Export CSV
      <span className="sr-only">
        {` of ${which}`}
        {search && ` matching “${search}”`}
      </span>
    </DownloadLink>
  );
}
