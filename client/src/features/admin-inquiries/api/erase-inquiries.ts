import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { Notice } from "@/lib/toasts";
import type { InquiryErase, InquiryErasure } from "@shared/schema";
import { INQUIRIES_KEY } from "./get-inquiries";

export const eraseInquiries = (body: InquiryErase) => apiJson<InquiryErasure>("POST", "/api/inquiries/erase", body);

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The toast after an erasure, in plain words: "Erased 2 inquiries and 3 replies", or "No inquiries from that
 * address". Backups made before keep what was erased until they are deleted, which the toast says too.
 */
export function erasureNotice({ inquiries, responses, activityEntries }: InquiryErasure): Notice {
  if (!inquiries)
    return {
      title: "No inquiries from that address",
      description: activityEntries
        ? `Erased ${countOf(activityEntries, "activity entry", "activity entries")} that named it.`
        : "Nothing was erased.",
    };
  const replies = responses ? ` and ${countOf(responses, "reply", "replies")}` : "";
  return {
    title: `Erased ${countOf(inquiries, "inquiry", "inquiries")}${replies}`,
    description: "Backups made before now still hold them until those backups are deleted.",
  };
}

/** Erases an address's inquiries; the list, its counts and any inquiry open in details are read again after. */
export const useEraseInquiries = () =>
  useChange(eraseInquiries, {
    success: erasureNotice,
    failure: "Failed to erase",
    invalidates: [INQUIRIES_KEY],
  });
