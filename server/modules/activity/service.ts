import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { activityQuerySchema, type ActivityEntry, type ActivityPage } from "@shared/schema";
import { activityLog, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { likeEscape } from "../list-query";

export type NewActivity = typeof activityLog.$inferInsert;

// Long enough for any title or address an admin screen shows, short enough that nobody can fill the table with
// one request (a failed sign-in's "username" is whatever the visitor typed).
export const MAX_TEXT = 200;
export const clip = (text: string | null | undefined, max = MAX_TEXT) =>
  text == null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text;

export async function recordActivity(db: Db, entry: NewActivity): Promise<void> {
  const insert = (userId: number | null | undefined) =>
    db.insert(activityLog).values({
      ...entry,
      // Linked only while the account exists: an administrator who just deleted their own account is still
      // recorded, by name, rather than the insert failing on the foreign key.
      userId: userId == null ? null : sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId})`,
      username: clip(entry.username) ?? "",
      entityId: clip(entry.entityId, 100),
      summary: clip(entry.summary),
      ip: clip(entry.ip, 100) ?? "",
    });
  try {
    await insert(entry.userId);
  } catch (error) {
    // The account was deleted by another transaction between the lookup and the foreign-key check: the entry is
    // kept by name, unlinked, as if it had been written a moment later.
    if (!isForeignKeyViolation(error)) throw error;
    await insert(null);
  }
}

/** PostgreSQL's foreign_key_violation, on the error or on the driver's error drizzle wraps. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === "23503") return true;
    e = e.cause as typeof e;
  }
  return false;
}

export async function listActivity(db: Db, query: z.output<typeof activityQuerySchema>): Promise<ActivityPage> {
  const { page, pageSize, action, entityType, user, from, to } = query;
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(activityLog.action, action));
  if (entityType) conditions.push(eq(activityLog.entityType, entityType));
  if (user) conditions.push(ilike(activityLog.username, `%${likeEscape(user)}%`));
  if (from) conditions.push(gte(activityLog.createdAt, from));
  if (to) conditions.push(lte(activityLog.createdAt, to));
  const where = conditions.length ? and(...conditions) : undefined;

  const [{ total }] = (await db.select({ total: count() }).from(activityLog).where(where)) as [{ total: number }];
  const items: ActivityEntry[] = await db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageSize };
}

/** Deletes the entries older than `retentionDays`; answers how many went. */
export async function pruneActivity(db: Db, retentionDays: number): Promise<number> {
  const rows = await db
    .delete(activityLog)
    .where(lt(activityLog.createdAt, sql`now() - make_interval(days => ${retentionDays}::int)`))
    .returning({ id: activityLog.id });
  return rows.length;
}
