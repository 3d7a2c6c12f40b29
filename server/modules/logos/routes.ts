import { Router } from "express";
import { insertClientLogoSchema, logoReorderSchema, updateClientLogoSchema, type ClientLogo } from "@shared/schema";
import { clientLogos } from "@shared/tables";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { LOGO_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export function logoRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();
  router.post("/upload", requireAdmin, ...imageUploadAnswering(storage, LOGO_RULE, "logoUrl"));
  router.use(
    collectionRoutes({
      collection: sortableCollection<ClientLogo>(db, clientLogos, "Client logo", uploads),
      insertSchema: insertClientLogoSchema,
      updateSchema: updateClientLogoSchema,
      reorderSchema: logoReorderSchema,
      reorderKey: "logoOrders",
      publicList: "logos",
    }),
  );
  return router;
}

/** The public GET /api/logos: the client logos, from the read cache (mounted before sessions). */
export const logoReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.logos);
