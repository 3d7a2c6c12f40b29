import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { Inquiry } from "@shared/schema";
import { INQUIRY_LISTS_KEY, inquiryQuery } from "./get-inquiries";

export const updateInquiryNotes = ({ id, notes }: { id: number; notes: string }) =>
  apiJson<Inquiry>("PATCH", `/api/inquiries/${id}/notes`, { notes });

export const useUpdateInquiryNotes = () =>
  useChange(updateInquiryNotes, {
    success: { title: "Notes saved", description: "The inquiry notes have been saved." },
    failure: "Failed to save notes",
    invalidates: [INQUIRY_LISTS_KEY],
    onSuccess: (inquiry, _input, _context, { client }) =>
      client.setQueryData(inquiryQuery(inquiry.id).queryKey, inquiry),
  });
