import { z } from "zod";
import { publicInquirySchema } from "@shared/schema";

/** The goals a visitor can tick: each service (as the site lists them now), and a way to say it is none of them. */
export const goalChoices = (services: readonly { title: string }[]): string[] => [
  ...services.map((service) => service.title),
  "Something else",
];

export const CHALLENGES_MAX = 500;

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

/** Field names in the order the form shows them, which is the order the error summary lists them in. */
export const QUOTE_FIELDS = ["fullName", "designation", "companyEmail", "phoneNumber", "goals", "challenges"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** The id of each field's control; the summary links to it. A group of checkboxes is reached by its first box. */
export const fieldId = (field: QuoteField) => (field === "goals" ? "quote-goals-0" : `quote-${field}`);
