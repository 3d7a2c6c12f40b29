import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { InquiryResponse } from "@shared/schema";

/** The responses the server kept for one inquiry, newest first. */
export const inquiryResponsesQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/inquiries/${id}/responses`],
    queryFn: () => getJson<InquiryResponse[]>(`/api/inquiries/${id}/responses`),
  });

export const useInquiryResponses = (id: number) => useQuery(inquiryResponsesQuery(id));
