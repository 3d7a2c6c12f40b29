import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { InquiryReceived } from "@shared/schema";
import type { QuoteFormValues } from "./quote-form-schema";

/** Sends a quote request to the public inquiry endpoint (rate limited per address; 429 says when to try again). */
export const submitInquiry = (values: QuoteFormValues) => apiJson<InquiryReceived>("POST", "/api/inquiries", values);

/** The public site has no toasts: the form shows a failure in place. */
export const useSubmitInquiry = () => useChange(submitInquiry);
