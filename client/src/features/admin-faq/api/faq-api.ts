import type { FaqItem } from "@shared/schema";
import { createCollectionApi } from "@/lib/collection-api";
import { faqQuery } from "@/lib/faq-query";
import { failureToast } from "@/lib/toasts";
import type { FaqFormValues } from "./faq-form-schema";

/** New questions go to the end of the list: the create body carries the next sort order. */
export const faqApi = createCollectionApi<FaqItem, FaqFormValues, FaqFormValues & { sortOrder: number }, never>({
  list: faqQuery,
  path: "/api/faq",
  reorderField: "faqOrders",
  success: {
    create: { title: "Question added successfully" },
    update: { title: "Question updated successfully" },
    delete: { title: "Question deleted successfully" },
    reorder: { title: "Question order updated successfully" },
  },
  failure: {
    create: "Failed to add question",
    update: "Failed to update question",
    delete: "Failed to delete question",
    reorder: "Failed to reorder questions",
  },
  failureStyle: failureToast,
  createBody: (body) => body,
  updateBody: (values) => values,
  uploads: {},
});
