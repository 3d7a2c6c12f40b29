// The FAQ's questions and answers.
import { z } from "zod";
import type { faqItems } from "../tables";
import { loadedUpdatedAt, MAX_LONG, required, sortableResource, sortOrder } from "./fields";

export const faqAnswerTypes = ["text", "list"] as const;
export type FaqAnswerType = (typeof faqAnswerTypes)[number];

export const FAQ_QUESTION_MAX = 300;
export const FAQ_LIST_MAX_ITEMS = 30;
export const FAQ_LIST_ITEM_MAX = 500;

const faqListItems = z
  .array(
    z
      .string({ error: "Each list item must be text" })
      .trim()
      .min(1, "Each list item needs some text")
      .max(FAQ_LIST_ITEM_MAX, `Each list item must be at most ${FAQ_LIST_ITEM_MAX} characters`),
    { error: "List items must be a list of text" },
  )
  .max(FAQ_LIST_MAX_ITEMS, `At most ${FAQ_LIST_MAX_ITEMS} list items`);

const faqFields = {
  question: required("Question", FAQ_QUESTION_MAX),
  answer: required("Answer", MAX_LONG),
  answerType: z.enum(faqAnswerTypes, { error: 'Answer type must be "text" or "list"' }),
  listItems: faqListItems,
};

/** A 'list' answer shows at least one list item; a 'text' answer keeps none (what it had is dropped). */
function checkListItems(value: { answerType?: FaqAnswerType; listItems?: string[] }, ctx: z.RefinementCtx) {
  if (value.answerType === "list" && (value.listItems?.length ?? 0) === 0) {
    ctx.addIssue({ code: "custom", path: ["listItems"], message: "A list answer needs at least one list item" });
  }
}

export const insertFaqItemSchema = z
  .object({
    question: faqFields.question,
    answer: faqFields.answer,
    answerType: faqFields.answerType.default("text"),
    listItems: faqListItems.default([]),
    sortOrder: sortOrder.optional(),
  })
  .superRefine(checkListItems)
  .transform((value) => (value.answerType === "text" ? { ...value, listItems: [] } : value));

/**
 * An edit changes the answer type and its list items together: a type change without the items could leave a list
 * answer with no list, and items without the type could be stored on a text answer, which never shows them. Items
 * sent alone are refused rather than stored unseen or dropped.
 */
export const updateFaqItemSchema = z
  .object({
    question: faqFields.question.optional(),
    answer: faqFields.answer.optional(),
    answerType: faqFields.answerType.optional(),
    listItems: faqListItems.optional(),
    sortOrder: sortOrder.optional(),
    ...loadedUpdatedAt,
  })
  .superRefine((value, ctx) => {
    if (value.answerType !== undefined) checkListItems(value, ctx);
    else if (value.listItems !== undefined)
      ctx.addIssue({ code: "custom", path: ["listItems"], message: 'Send list items with answerType "list"' });
  })
  .transform((value) => (value.answerType === "text" ? { ...value, listItems: [] } : value));

export const faqResource = sortableResource({
  insert: insertFaqItemSchema,
  update: updateFaqItemSchema,
  reorderKey: "faqOrders",
});

export type FaqItem = typeof faqItems.$inferSelect;
export type InsertFaqItem = z.input<typeof insertFaqItemSchema>;
