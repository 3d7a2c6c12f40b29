import { Router } from "express";
import { collectionKeys, collections, type CollectionKey } from "@shared/collections";
import type { ApiModule } from "../api-routes";
import type { Db } from "../db/connection";
import { UPLOAD_RULES, imageUploadAnswering } from "../http/uploads";
import type { UploadStorage } from "../storage";
import { listReadRoutes, type PublicReads } from "./public-reads";
import { homeCardBehaviour, serviceBehaviour } from "./services/routes";
import {
  collectionRoutes,
  schemasOf,
  sortableCollection,
  tableOf,
  type CollectionRoutesOptions,
  type RowKey,
} from "./sortable-collection";
import type { UploadCleanup } from "./uploads/cleanup";

/** What a collection does beyond the shared list, create, edit, delete and reorder. */
export interface CollectionBehaviour<Id extends RowKey = RowKey, Row = unknown> extends Pick<
  CollectionRoutesOptions<Row, Id>,
  "parseKey" | "beforeCreate" | "beforeUpdate" | "beforeRemove" | "alongCreate" | "alongUpdate"
> {
  /** Public reads besides the whole list, e.g. one item by its key. */
  reads?: (reads: PublicReads) => Router;
}

// The collections whose rules reach beyond their own rows; every other one is the shared behaviour alone.
const behaviours: { [K in CollectionKey]?: (db: Db) => CollectionBehaviour } = {
  services: serviceBehaviour as (db: Db) => CollectionBehaviour,
  "home-cards": homeCardBehaviour,
};

/**
 * Every collection of the registry as an API module at /api/{path}: its public list (from the read cache, mounted
 * before sessions) and its admin-only writes and image uploads.
 */
export function collectionModules(db: Db, storage: UploadStorage, uploads: UploadCleanup, reads: PublicReads) {
  return collectionKeys.map((key): ApiModule => {
    const collection = collections[key];
    const behaviour = behaviours[key]?.(db) ?? {};
    const publicReads = Router();
    if (collection.publicRead) publicReads.use(listReadRoutes(reads[key]));
    if (behaviour.reads) publicReads.use(behaviour.reads(reads));
    const uploadRoutes = Object.fromEntries(
      (collection.uploads ?? []).map(({ path, field, kind }) => [
        `/${path}`,
        imageUploadAnswering({ db, storage }, UPLOAD_RULES[kind], field),
      ]),
    );
    const routes = collectionRoutes<unknown, RowKey>({
      ...behaviour,
      ...schemasOf(collection),
      collection: sortableCollection(db, tableOf(collection), collection.label, uploads),
      publicList: key,
      uploads: uploadRoutes,
    });
    return { path: `/${collection.path}`, reads: publicReads, routes };
  });
}
