import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { faqQuery } from "@/lib/faq-query";
import { faqResource, type FaqItem } from "@shared/schema";
import type { FaqFormValues } from "./faq-form-schema";

/** New questions go to the end of the list: the create body carries the next sort order. */
export const faqApi = createCollectionApi<FaqItem, FaqFormValues, FaqFormValues & { sortOrder: number }, never>({
  list: faqQuery,
  path: "/api/faq",
  reorderField: faqResource.reorderKey,
  ...collectionWords("Question"),
});
