import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { Inquiry, InquiryStatus } from "@shared/schema";
import { INQUIRY_LISTS_KEY, inquiryQuery } from "./get-inquiries";

interface StatusChange {
  id: number;
  status: InquiryStatus;
  /** The automatic new → in_review move on opening says nothing when it works. */
  quiet?: boolean;
}

export const updateInquiryStatus = ({ id, status }: StatusChange) =>
  apiJson<Inquiry>("PATCH", `/api/inquiries/${id}/status`, { status });

export const useUpdateInquiryStatus = () =>
  useChange(updateInquiryStatus, {
    success: (_inquiry, { quiet }) =>
      quiet ? null : { title: "Status updated", description: "The inquiry status has been updated successfully." },
    failure: "Failed to update status",
    invalidates: [INQUIRY_LISTS_KEY],
    // Inquiry Details shows the new status at once; the list follows when it has been fetched again.
    onSuccess: (inquiry, _input, _context, { client }) =>
      client.setQueryData(inquiryQuery(inquiry.id).queryKey, inquiry),
  });
