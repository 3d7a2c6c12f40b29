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
import { IMAGE_RULE, imageUpload } from "../../http/uploads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadStorage } from "../../storage";
import type { UploadCleanup } from "../uploads/cleanup";

export function testimonialRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();
  const upload = imageUpload(storage, IMAGE_RULE);
  router.post("/upload/avatar", requireAdmin, ...upload, (_req, res) => {
    res.status(201).json({ avatarUrl: res.locals.uploadUrl });
  });
  router.post("/upload/logo", requireAdmin, ...upload, (_req, res) => {
    res.status(201).json({ companyLogoUrl: res.locals.uploadUrl });
  });
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
