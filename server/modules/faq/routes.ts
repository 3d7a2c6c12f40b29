import type { Router } from "express";
import { faqResource, type FaqItem } from "@shared/schema";
import { faqItems } from "@shared/tables";
import type { Db } from "../../db/connection";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** The FAQ's admin writes; the public list is faqReadRoutes below. */
export const faqRoutes = (db: Db): Router =>
  collectionRoutes({
    collection: sortableCollection<FaqItem>(db, faqItems, "FAQ item"),
    resource: faqResource,
    publicList: "faq",
  });

/** The public GET /api/faq: the questions and answers, from the read cache (mounted before sessions). */
export const faqReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.faq);
