import { Router } from "express";
import { faqReorderSchema, insertFaqItemSchema, updateFaqItemSchema, type FaqItem } from "@shared/schema";
import { faqItems } from "@shared/tables";
import type { Db } from "../../db/connection";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** The FAQ's admin writes; the public list is faqReadRoutes below. */
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

/** The public GET /api/faq: the questions and answers, from the read cache (mounted before sessions). */
export const faqReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.faq);
