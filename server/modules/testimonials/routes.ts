import type { Router } from "express";
import { testimonialResource, type Testimonial } from "@shared/schema";
import { testimonials } from "@shared/tables";
import type { Db } from "../../db/connection";
import { IMAGE_RULE, LOGO_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export const testimonialRoutes = (db: Db, storage: UploadStorage, uploads: UploadCleanup): Router =>
  collectionRoutes({
    collection: sortableCollection<Testimonial>(db, testimonials, "Testimonial", uploads),
    resource: testimonialResource,
    publicList: "testimonials",
    uploads: {
      "/upload/avatar": imageUploadAnswering(storage, IMAGE_RULE, "avatarUrl"),
      "/upload/logo": imageUploadAnswering(storage, LOGO_RULE, "companyLogoUrl"),
    },
  });

/** The public GET /api/testimonials: the testimonials, from the read cache (mounted before sessions). */
export const testimonialReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.testimonials);
