import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { InquiryResponseBody, RespondResult } from "@shared/schema";
import { INQUIRIES_KEY } from "./get-inquiries";
import { inquiryResponsesQuery } from "./get-inquiry-responses";

export const respondToInquiry = ({ id, ...reply }: InquiryResponseBody & { id: number }) =>
  apiJson<RespondResult>("POST", `/api/inquiries/${id}/respond`, reply);

/**
 * The toast after a reply. The reply is always saved; 'Response sent' only when the mail server accepted the
 * e-mail, otherwise the server's plain reason, and that the inquiry was not marked responded.
 */
export const respondNotice = ({ emailed, message }: Pick<RespondResult, "emailed" | "message">) =>
  emailed
    ? { title: "Response sent", description: "Your response has been sent successfully." }
    : {
        title: "Response saved, not e-mailed",
        description: `${message} It is kept in the inquiry's Response History, and the inquiry keeps its status.`,
      };

export const useRespondToInquiry = () =>
  useChange(respondToInquiry, {
    success: respondNotice,
    failure: "Failed to send response",
    invalidates: ({ id }) => [INQUIRIES_KEY, inquiryResponsesQuery(id).queryKey],
  });
