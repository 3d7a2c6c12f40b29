import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { Router, type Request, type RequestHandler } from "express";
import type { z } from "zod";
import type { Collection, SortableTableName } from "@shared/collections";
import type { SortableResource } from "@shared/schema/fields";
import * as tables from "@shared/tables";
import type { Db } from "../db/connection";
import { requireAdmin } from "../http/auth";
import { notFound } from "../http/errors";
import { parseBody, parseId } from "../http/validate";
import type { ActivityNote } from "./activity/recorder";
import { recordTakeDown, type PublicList } from "./take-downs";
import type { UploadCleanup } from "./uploads/cleanup";
import { lockUploadsForWrite } from "./uploads/lock";
import { updateVersioned, type Tx } from "./versioned-update";

// The columns every sortable list shares; the rest of the row is the module's own.
type SortableTable = PgTable & { id: AnyPgColumn; sortOrder: AnyPgColumn; updatedAt: AnyPgColumn };

/** A collection's table, by the name the registry (shared/collections.ts) gives it. */
export const tableOf = (collection: { table: SortableTableName }): SortableTable => tables[collection.table];

/** A collection's schemas: the create's body, and the edit's and reorder's. */
export function schemasOf(collection: Collection): { create: z.ZodType<object>; resource: SortableResource<RowKey> } {
  const resource = collection.resource as SortableResource<RowKey>;
  return { create: collection.create ?? resource.insert, resource };
}

/** A row's key: a serial number, or text where the key is part of an address (a service's slug). */
export type RowKey = number | string;

/** What a write does besides its own row, inside the same transaction (see CollectionRoutesOptions). */
export type AlongCreate<Row> = (tx: Tx, row: Row) => Promise<void>;
export type AlongUpdate<Row> = (tx: Tx, change: { before: Row; after: Row }) => Promise<void>;

export interface SortableCollection<Row, Id extends RowKey = number> {
  list(): Promise<Row[]>;
  create(values: object, along?: AlongCreate<Row>): Promise<Row>;
  /**
   * `values` may carry the `updatedAt` the editor loaded: the update then applies only if it is still current.
   * `along` runs in the update's transaction once the row is updated.
   */
  update(id: Id, values: object & { updatedAt?: string }, along?: AlongUpdate<Row>): Promise<Row>;
  /** Deletes the row and answers it as it was. */
  remove(id: Id): Promise<Row>;
  reorder(entries: { id: Id; sortOrder: number }[]): Promise<Row[]>;
}

/**
 * List (by sortOrder, then id), create, update, delete and reorder for one table. Uploaded files a row stops
 * mentioning (deleted, or its image replaced) are handed to `uploads` once the change is committed; without
 * `uploads` (a read-only use) nothing is cleaned up.
 */
export function sortableCollection<Row, Id extends RowKey = number>(
  db: Db,
  table: SortableTable,
  label: string,
  uploads?: UploadCleanup,
): SortableCollection<Row, Id> {
  const list = () =>
    db
      .select()
      .from(table)
      .orderBy(asc(sql`coalesce(${table.sortOrder}, 0)`), asc(table.id)) as unknown as Promise<Row[]>;

  return {
    list,
    async create(values, along) {
      // The new row may name an uploaded file: clean-up waits until it is committed.
      return db.transaction(async (tx) => {
        await lockUploadsForWrite(tx);
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning();
        await along?.(tx, row as Row);
        return row as Row;
      });
    },
    async update(id, { updatedAt, ...values }, along) {
      // Everything inside uses `tx`, for the same reason as in reorder below.
      const { before, after } = await db.transaction(async (tx) => {
        const change = await updateVersioned<Row>(tx, table, id, values, updatedAt, label);
        await along?.(tx, change);
        return change;
      });
      await uploads?.releaseDropped(table, before as object, after as object);
      return after;
    },
    async remove(id) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning();
      if (!rows[0]) throw notFound(`${label} ${id} was not found`);
      await uploads?.releaseDropped(table, rows[0], null);
      return rows[0] as Row;
    },
    async reorder(entries) {
      const ids = entries.map((e) => e.id);
      // Everything inside uses `tx`: a second pooled query would wait forever for the embedded DB's one connection.
      await db.transaction(async (tx) => {
        const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        const known = new Set(found.map((r) => r.id as Id));
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length) throw notFound(`${label} not found: ${missing.join(", ")}`);
        // The position is not part of what an edit dialog shows, so a reorder leaves updatedAt as it was: were it
        // bumped, every dialog opened before someone dragged the list (which renumbers every row) would have its
        // save refused as a conflict, although nothing it shows had changed.
        for (const { id, sortOrder } of entries) {
          await tx
            .update(table)
            .set({ sortOrder, updatedAt: sql`${table.updatedAt}` } as never)
            .where(eq(table.id, id));
        }
      });
      return list();
    },
  };
}

export interface CollectionRoutesOptions<Row, Id extends RowKey = number> {
  collection: SortableCollection<Row, Id>;
  /** What the create, edit and reorder calls carry (shared/schema). */
  resource: SortableResource<Id>;
  /** The create's body, when it differs from `resource.insert`. */
  create?: z.ZodType<object>;
  /** Image uploads beside the list, by path (e.g. /upload): each answers with the stored file's address. */
  uploads?: Record<string, RequestHandler[]>;
  /** The public list the rows are shown in: a deleted row's stale copies go, the list's and its own (take-downs.ts). */
  publicList: PublicList;
  /** The row key of a route's `:id`; by default a positive whole number (400 otherwise). */
  parseKey?: (req: Request) => Id;
  /** Checks of a create's valid body against the database, e.g. refusing an id already taken. */
  beforeCreate?: (values: Record<string, unknown>) => Promise<void>;
  /** The same for an edit's, with the key of the row it edits. */
  beforeUpdate?: (values: Record<string, unknown>, id: Id) => Promise<void>;
  /** What a create does besides its row, in its transaction (a new service takes its address back from redirects). */
  alongCreate?: AlongCreate<Row>;
  /**
   * What an edit does besides its row, in its transaction (a service given another address leaves a redirect);
   * answers what the activity log should say instead of its usual sentence, if anything.
   */
  alongUpdate?: (tx: Tx, change: { before: Row; after: Row }) => Promise<ActivityNote | void>;
  /** Checks run before a delete, e.g. refusing one that would leave something leading nowhere. */
  beforeRemove?: (id: Id) => Promise<void>;
}

/**
 * Admin-only POST /, PUT /:id, DELETE /:id, POST /reorder and the list's image uploads. Each module registers its public list beside them,
 * answered from the read cache (`cachedRead` of public-reads.ts).
 */
export function collectionRoutes<Row, Id extends RowKey = number>(options: CollectionRoutesOptions<Row, Id>): Router {
  const { collection, resource, publicList } = options;
  const keyOf = options.parseKey ?? ((req: Request) => parseId(req) as Id);
  const router = Router();
  for (const [path, answering] of Object.entries(options.uploads ?? {})) router.post(path, requireAdmin, ...answering);
  router.post("/reorder", requireAdmin, async (req, res) => {
    const body = parseBody(resource.reorder, req);
    res.json(await collection.reorder(body[resource.reorderKey]!));
  });
  router.post("/", requireAdmin, async (req, res) => {
    const values = parseBody(options.create ?? resource.insert, req);
    await options.beforeCreate?.(values as Record<string, unknown>);
    res.status(201).json(await collection.create(values, options.alongCreate));
  });
  router.put("/:id", requireAdmin, async (req, res) => {
    const id = keyOf(req);
    const values = parseBody(resource.update, req);
    await options.beforeUpdate?.(values as Record<string, unknown>, id);
    const { alongUpdate } = options;
    const after = await collection.update(
      id,
      values,
      alongUpdate &&
        (async (tx, change) => {
          const note = await alongUpdate(tx, change);
          if (note) res.locals.activity = note;
        }),
    );
    // An item given another key (a service's address) is gone from its old one.
    if ((after as { id?: unknown }).id !== id) recordTakeDown(res, { list: publicList, id });
    res.json(after);
  });
  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = keyOf(req);
    await options.beforeRemove?.(id);
    // The activity log names what was deleted: the answer (204) carries nothing.
    res.locals.activity = { subject: await collection.remove(id) } satisfies ActivityNote;
    recordTakeDown(res, { list: publicList, id });
    res.status(204).end();
  });
  return router;
}
