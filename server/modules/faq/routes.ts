import { Router } from "express";
import { faqReorderSchema, insertFaqItemSchema, updateFaqItemSchema, type FaqItem } from "@shared/schema";
import { faqItems } from "@shared/tables";
import type { Db } from "../../db/connection";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** The FAQ's admin writes; the public list (GET /api/faq) is served by public-reads.ts. */
export function faqRoutes(db: Db): Router {
  return collectionRoutes({
    collection: sortableCollection<FaqItem>(db, faqItems, "FAQ item"),
    insertSchema: insertFaqItemSchema,
    updateSchema: updateFaqItemSchema,
    reorderSchema: faqReorderSchema,
    reorderKey: "faqOrders",
    publicList: "faq",
  });
}
