import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { RespondResult } from "@shared/schema";
import { INQUIRIES_KEY } from "./get-inquiries";
import { inquiryResponsesQuery } from "./get-inquiry-responses";

export const respondToInquiry = ({ id, message }: { id: number; message: string }) =>
  apiJson<RespondResult>("POST", `/api/inquiries/${id}/respond`, { message });

export const useRespondToInquiry = () =>
  useChange(respondToInquiry, {
    // The response is always saved; only claim an e-mail went out when the server says it did.
    success: (result) => ({
      title: "Response sent",
      description: result.emailed ? "Your response has been sent successfully." : result.message,
    }),
    failure: "Failed to send response",
    invalidates: ({ id }) => [INQUIRIES_KEY, inquiryResponsesQuery(id).queryKey],
  });
