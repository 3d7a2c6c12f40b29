import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import type { InquiryReceived } from "@shared/schema";
import type { QuoteFormValues } from "./quote-form-schema";

/** Sends a quote request to the public inquiry endpoint (rate limited per address; 429 says when to try again). */
export const submitInquiry = (values: QuoteFormValues) => apiJson<InquiryReceived>("POST", "/api/inquiries", values);

export const useSubmitInquiry = () => useMutation({ mutationFn: submitInquiry });
