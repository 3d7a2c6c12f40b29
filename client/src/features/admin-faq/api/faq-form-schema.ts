import { z } from "zod";
import {
  FAQ_LIST_ITEM_MAX,
  FAQ_LIST_MAX_ITEMS,
  faqAnswerTypes,
  insertFaqItemSchema,
  type FaqAnswerType,
} from "@shared/schema";

/** The list items as the dialog's textarea holds them: one per line, blank lines left out. */
export const listItemsFromText = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The dialog's fields. The list is edited as one textarea, one item per line; the rules on question, answer and
 * list items are the API's own (insertFaqItemSchema), reported on the field the administrator typed in.
 */
export const faqFormSchema = z
  .object({
    question: z.string(),
    answerType: z.enum(faqAnswerTypes),
    answer: z.string(),
    listItemsText: z.string(),
  })
  .superRefine((values, ctx) => {
    const listItems = values.answerType === "list" ? listItemsFromText(values.listItemsText) : [];
    const parsed = insertFaqItemSchema.safeParse({ ...values, listItems });
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      const path = field === "listItems" ? "listItemsText" : String(field);
      ctx.addIssue({ code: "custom", path: [path], message: issue.message });
    }
  })
  .transform((values) => ({
    question: values.question.trim(),
    answerType: values.answerType as FaqAnswerType,
    answer: values.answer.trim(),
    listItems: values.answerType === "list" ? listItemsFromText(values.listItemsText) : [],
  }));

export type FaqFormInput = z.input<typeof faqFormSchema>;
export type FaqFormValues = z.output<typeof faqFormSchema>;

export const FAQ_LIST_HINT = `One item per line, up to ${FAQ_LIST_MAX_ITEMS} items of at most ${FAQ_LIST_ITEM_MAX} characters.`;
