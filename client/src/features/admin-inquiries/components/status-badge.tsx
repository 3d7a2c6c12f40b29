import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "@shared/schema";

export const STATUS_LABELS = INQUIRY_STATUS_LABELS;

const STYLES: Record<InquiryStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  in_review: "bg-amber-100 text-amber-900",
  responded: "bg-green-100 text-green-900",
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
