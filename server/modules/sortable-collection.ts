import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { Router } from "express";
import type { z } from "zod";
import type { Db } from "../db/connection";
import { requireAdmin } from "../http/auth";
import { notFound } from "../http/errors";
import { parseBody, parseId } from "../http/validate";

// The columns every sortable list shares; the rest of the row is the module's own.
type SortableTable = PgTable & { id: AnyPgColumn; sortOrder: AnyPgColumn };

export interface SortableCollection<Row> {
  list(): Promise<Row[]>;
  create(values: object): Promise<Row>;
  update(id: number, values: object): Promise<Row>;
  remove(id: number): Promise<void>;
  reorder(entries: { id: number; sortOrder: number }[]): Promise<Row[]>;
}

/** List (by sortOrder, then id), create, update, delete and reorder for one table. */
export function sortableCollection<Row>(db: Db, table: SortableTable, label: string): SortableCollection<Row> {
  const list = () =>
    db
      .select()
      .from(table)
      .orderBy(asc(sql`coalesce(${table.sortOrder}, 0)`), asc(table.id)) as unknown as Promise<Row[]>;

  return {
    list,
    async create(values) {
      const [row] = await db.insert(table).values(values as never).returning();
      return row as Row;
    },
    async update(id, values) {
      const rows = Object.keys(values).length
        ? await db.update(table).set(values as never).where(eq(table.id, id)).returning()
        : await db.select().from(table).where(eq(table.id, id));
      if (!rows[0]) throw notFound(`${label} ${id} was not found`);
      return rows[0] as Row;
    },
    async remove(id) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (!rows[0]) throw notFound(`${label} ${id} was not found`);
    },
    async reorder(entries) {
      const ids = entries.map((e) => e.id);
      // Everything inside uses `tx`: a second pooled query would wait forever for the embedded DB's one connection.
      await db.transaction(async (tx) => {
        const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        const known = new Set(found.map((r) => r.id as number));
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length) throw notFound(`${label} not found: ${missing.join(", ")}`);
        for (const { id, sortOrder } of entries) {
          await tx.update(table).set({ sortOrder } as never).where(eq(table.id, id));
        }
      });
      return list();
    },
  };
}

export interface CollectionRoutesOptions<Row> {
  collection: SortableCollection<Row>;
  insertSchema: z.ZodType<object>;
  updateSchema: z.ZodType<object>;
  /** The body key of the reorder call, e.g. teamOrders. */
  reorderSchema: z.ZodType<Record<string, { id: number; sortOrder: number }[]>>;
  reorderKey: string;
}

/** Admin-only POST /, PUT /:id, DELETE /:id and POST /reorder; the public list is served by public-reads.ts. */
export function collectionRoutes<Row>(options: CollectionRoutesOptions<Row>): Router {
  const { collection, insertSchema, updateSchema, reorderSchema, reorderKey } = options;
  const router = Router();
  router.post("/reorder", requireAdmin, async (req, res) => {
    const body = parseBody(reorderSchema, req);
    res.json(await collection.reorder(body[reorderKey]!));
  });
  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await collection.create(parseBody(insertSchema, req)));
  });
  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    res.json(await collection.update(id, parseBody(updateSchema, req)));
  });
  router.delete("/:id", requireAdmin, async (req, res) => {
    await collection.remove(parseId(req));
    res.status(204).end();
  });
  return router;
}
