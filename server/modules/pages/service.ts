import { and, asc, eq, ne } from "drizzle-orm";
import { pages, type Page } from "@shared/schema";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";

const slugTaken = (slug: string) =>
  conflict(`A page with the slug "${slug}" already exists`, { slug: ["This slug is already used by another page"] });

export const listPages = (db: Db) => db.select().from(pages).orderBy(asc(pages.id));

export async function findPageBySlug(db: Db, slug: string, { includeDrafts = false } = {}): Promise<Page | null> {
  const condition = includeDrafts ? eq(pages.slug, slug) : and(eq(pages.slug, slug), eq(pages.isPublished, true));
  const [page] = await db.select().from(pages).where(condition);
  return page ?? null;
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const condition = exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug);
  const [existing] = await db.select({ id: pages.id }).from(pages).where(condition);
  if (existing) throw slugTaken(slug);
}

export async function createPage(db: Db, values: typeof pages.$inferInsert): Promise<Page> {
  await assertSlugFree(db, values.slug);
  const [page] = await db.insert(pages).values(values).returning();
  return page!;
}

export async function updatePage(db: Db, id: number, values: Partial<typeof pages.$inferInsert>): Promise<Page> {
  if (values.slug) await assertSlugFree(db, values.slug, id);
  const rows = Object.keys(values).length
    ? await db.update(pages).set(values).where(eq(pages.id, id)).returning()
    : await db.select().from(pages).where(eq(pages.id, id));
  if (!rows[0]) throw notFound(`Page ${id} was not found`);
  return rows[0];
}

export async function deletePage(db: Db, id: number): Promise<void> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (!rows[0]) throw notFound(`Page ${id} was not found`);
}
