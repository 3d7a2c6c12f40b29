import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection";
import { conflict, notFound } from "../http/errors";
import { lockUploadsForWrite } from "./uploads/lock";

/** What an administrator sees when someone else saved the item after their dialog loaded it. */
export const STALE_EDIT_MESSAGE = "This item was changed by someone else. Reload to see the latest version.";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type VersionedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Compared to the millisecond: PostgreSQL keeps microseconds, while the JSON an editor loaded (and sends back)
 * carries milliseconds, so a value exactly as it was loaded always matches.
 */
const sameVersion = (column: AnyPgColumn, loaded: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${loaded}::timestamptz)`;

/**
 * The updatedAt an edit stores: now, to the millisecond, but always at least one millisecond after the previous
 * value, so two saves within one millisecond (or a clock that stepped back) still leave different versions.
 */
export const nextVersion = (column: AnyPgColumn): SQL =>
  sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`;

/**
 * Updates row `id` of `table` inside the transaction `tx`. With `loadedUpdatedAt` (what the editor loaded) the
 * update is conditional, `WHERE id = ... AND updated_at = ...`, so it applies only if nobody saved in between;
 * otherwise 409 with STALE_EDIT_MESSAGE. Without it the update applies as it is. 404 when the row does not exist.
 * Returns the row as it was (locked for the transaction, so nothing changes it in between) and as it is now.
 * Every versioned table has columns that may name an upload: the update holds off their clean-up until it commits.
 */
export async function updateVersioned<Row>(
  tx: Tx,
  table: VersionedTable,
  id: number | string,
  values: object,
  loadedUpdatedAt: string | undefined,
  label: string,
): Promise<{ before: Row; after: Row }> {
  await lockUploadsForWrite(tx);
  const [before] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  if (!before) throw notFound(`${label} ${id} was not found`);
  const unchanged = loadedUpdatedAt === undefined ? undefined : sameVersion(table.updatedAt, loadedUpdatedAt);
  if (!Object.keys(values).length) {
    // Nothing to write: still tell a stale editor that what they saw is gone.
    if (unchanged) {
      const [current] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.id, id), unchanged));
      if (!current) throw conflict(STALE_EDIT_MESSAGE);
    }
    return { before: before as Row, after: before as Row };
  }
  const [after] = await tx
    .update(table)
    .set({ ...values, updatedAt: nextVersion(table.updatedAt) } as never)
    .where(and(eq(table.id, id), unchanged))
    .returning();
  // The row exists (it is locked above), so no row updated means its updatedAt differs: someone saved since.
  if (!after) throw conflict(STALE_EDIT_MESSAGE);
  return { before: before as Row, after: after as Row };
}
