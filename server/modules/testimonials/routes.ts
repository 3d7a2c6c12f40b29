import { Router } from "express";
import {
  insertTestimonialSchema,
  testimonialReorderSchema,
  updateTestimonialSchema,
  type Testimonial,
} from "@shared/schema";
import { testimonials } from "@shared/tables";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { IMAGE_RULE, LOGO_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export function testimonialRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();
  router.post("/upload/avatar", requireAdmin, ...imageUploadAnswering(storage, IMAGE_RULE, "avatarUrl"));
  router.post("/upload/logo", requireAdmin, ...imageUploadAnswering(storage, LOGO_RULE, "companyLogoUrl"));
  router.use(
    collectionRoutes({
      collection: sortableCollection<Testimonial>(db, testimonials, "Testimonial", uploads),
      insertSchema: insertTestimonialSchema,
      updateSchema: updateTestimonialSchema,
      reorderSchema: testimonialReorderSchema,
      reorderKey: "testimonialOrders",
      publicList: "testimonials",
    }),
  );
  return router;
}

/** The public GET /api/testimonials: the testimonials, from the read cache (mounted before sessions). */
export const testimonialReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.testimonials);
