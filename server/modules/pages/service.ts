import { and, asc, eq, ne } from "drizzle-orm";
import { type Page } from "@shared/schema";
import { pages } from "@shared/tables";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";
import type { UploadCleanup } from "../uploads/cleanup";
import { updateVersioned, type Tx } from "../versioned-update";

const slugTaken = (slug: string) =>
  conflict(`A page with the slug "${slug}" already exists`, { slug: ["This slug is already used by another page"] });

export const listPages = (db: Db) => db.select().from(pages).orderBy(asc(pages.id));

export async function findPageBySlug(db: Db, slug: string, { includeDrafts = false } = {}): Promise<Page | null> {
  const condition = includeDrafts ? eq(pages.slug, slug) : and(eq(pages.slug, slug), eq(pages.isPublished, true));
  const [page] = await db.select().from(pages).where(condition);
  return page ?? null;
}

async function assertSlugFree(db: Db | Tx, slug: string, exceptId?: number) {
  const condition = exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug);
  const [existing] = await db.select({ id: pages.id }).from(pages).where(condition);
  if (existing) throw slugTaken(slug);
}

export async function createPage(db: Db, values: typeof pages.$inferInsert): Promise<Page> {
  await assertSlugFree(db, values.slug);
  const [page] = await db.insert(pages).values(values).returning();
  return page!;
}

/**
 * With `updatedAt` (what the editor loaded) the edit applies only if nobody saved the page since, else 409.
 * Images the content no longer shows are handed to `uploads` once the edit is committed.
 */
export async function updatePage(
  db: Db,
  id: number,
  { updatedAt, ...values }: Omit<Partial<typeof pages.$inferInsert>, "updatedAt"> & { updatedAt?: string },
  uploads: UploadCleanup,
): Promise<Page> {
  // Everything inside uses `tx`: a second pooled query would wait forever for the embedded DB's one connection.
  const { before, after } = await db.transaction(async (tx) => {
    if (values.slug) await assertSlugFree(tx, values.slug, id);
    return updateVersioned<Page>(tx, pages, id, values, updatedAt, "Page");
  });
  await uploads.releaseDropped(pages, before, after);
  return after;
}

export async function deletePage(db: Db, id: number, uploads: UploadCleanup): Promise<void> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning();
  if (!rows[0]) throw notFound(`Page ${id} was not found`);
  await uploads.releaseDropped(pages, rows[0], null);
}
