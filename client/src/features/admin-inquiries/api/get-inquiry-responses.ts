import { useQuery } from "@tanstack/react-query";
import type { InquiryResponse } from "@shared/schema";
import { getJson } from "@/lib/api";

export const responsesKey = (id: number) => [`/api/inquiries/${id}/responses`] as const;

/** The responses the server kept for one inquiry, newest first. */
export function useInquiryResponses(id: number) {
  return useQuery({
    queryKey: responsesKey(id),
    queryFn: () => getJson<InquiryResponse[]>(`/api/inquiries/${id}/responses`),
  });
}
