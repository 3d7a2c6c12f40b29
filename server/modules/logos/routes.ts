import type { Router } from "express";
import { logoResource, type ClientLogo } from "@shared/schema";
import { clientLogos } from "@shared/tables";
import type { Db } from "../../db/connection";
import { LOGO_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export const logoRoutes = (db: Db, storage: UploadStorage, uploads: UploadCleanup): Router =>
  collectionRoutes({
    collection: sortableCollection<ClientLogo>(db, clientLogos, "Client logo", uploads),
    resource: logoResource,
    publicList: "logos",
    uploads: { "/upload": imageUploadAnswering(storage, LOGO_RULE, "logoUrl") },
  });

/** The public GET /api/logos: the client logos, from the read cache (mounted before sessions). */
export const logoReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.logos);
