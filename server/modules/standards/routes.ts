import type { Router } from "express";
import { standardsResource, type StandardsRegion } from "@shared/schema";
import { standardsRegions } from "@shared/tables";
import type { Db } from "../../db/connection";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** The standards regions' admin writes; the public list is standardsReadRoutes below. */
export const standardsRoutes = (db: Db): Router =>
  collectionRoutes({
    collection: sortableCollection<StandardsRegion>(db, standardsRegions, "Standards region"),
    resource: standardsResource,
    publicList: "standards",
  });

/** The public GET /api/standards: the standards regions, from the read cache (mounted before sessions). */
export const standardsReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.standards);
