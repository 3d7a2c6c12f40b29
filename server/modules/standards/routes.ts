import { Router } from "express";
import {
  insertStandardsRegionSchema,
  standardsReorderSchema,
  updateStandardsRegionSchema,
  type StandardsRegion,
} from "@shared/schema";
import { standardsRegions } from "@shared/tables";
import type { Db } from "../../db/connection";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** The standards regions' admin writes; the public list (GET /api/standards) is served by public-reads.ts. */
export function standardsRoutes(db: Db): Router {
  return collectionRoutes({
    collection: sortableCollection<StandardsRegion>(db, standardsRegions, "Standards region"),
    insertSchema: insertStandardsRegionSchema,
    updateSchema: updateStandardsRegionSchema,
    reorderSchema: standardsReorderSchema,
    reorderKey: "standardsOrders",
    publicList: "standards",
  });
}
