// What the quote form shows before it checks anything; the rules themselves are in quote-form-schema.ts.
import { INQUIRY_ITEM_MAX } from "@shared/inquiry-form";

/** The goals a visitor can tick: each service (as the site lists them now), and a way to say it is none of them. */
export const goalChoices = (services: readonly { title: string }[]): string[] => [
  ...services.map((service) => service.title),
  "Something else",
];

/** The challenges box is one item of the inquiry's list: the server's limit on an item. */
export const CHALLENGES_MAX = INQUIRY_ITEM_MAX;

/** Field names in the order the form shows them, which is the order the error summary lists them in. */
export const QUOTE_FIELDS = ["fullName", "designation", "companyEmail", "phoneNumber", "goals", "challenges"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** The id of each field's control; the summary links to it. A group of checkboxes is reached by its first box. */
export const fieldId = (field: QuoteField) => (field === "goals" ? "quote-goals-0" : `quote-${field}`);
