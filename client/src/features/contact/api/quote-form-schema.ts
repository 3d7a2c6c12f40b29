// The quote form's rules: zod and the shared inquiry schema, the Contact page's largest code. The form loads this
// module when the visitor first focuses one of its fields (or submits), not with the page.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { publicInquirySchema } from "@shared/schema";
import { CHALLENGES_MAX } from "./quote-form-fields";

/**
 * The public inquiry rules, with challenges typed into one text area: the API takes a list, so the text becomes a
 * one-item list, and nothing when left empty.
 */
export const quoteFormSchema = publicInquirySchema.extend({
  challenges: z
    .string()
    .trim()
    .max(CHALLENGES_MAX, `Challenges must be at most ${CHALLENGES_MAX} characters`)
    .transform((text) => (text ? [text] : null)),
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

export const quoteFormResolver = zodResolver(quoteFormSchema);
