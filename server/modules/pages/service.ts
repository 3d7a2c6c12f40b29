import { and, asc, desc, eq, getTableColumns, ne } from "drizzle-orm";
import {
  scheduleInOrder,
  slugSchema,
  UNPUBLISH_AFTER_PUBLISH,
  type Page,
  type PageRevision,
  type PageRevisionSummary,
  type Redirect,
} from "@shared/schema";
import { pageRevisions, pages, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { badRequest, conflict, notFound } from "../../http/errors";
import { clearRulesAt, redirectDeletedPage, redirectMovedPage } from "../redirects/service";
import type { UploadCleanup } from "../uploads/cleanup";
import { lockUploadsForWrite } from "../uploads/lock";
import { updateVersioned, type Tx } from "../versioned-update";
import { menuLinkedSlugs } from "./menu-links";
import { assertFooterAllows } from "./page-links";

const slugTaken = (slug: string) =>
  conflict(`A page with the slug "${slug}" already exists`, { slug: ["This slug is already used by another page"] });

export const listPages = (db: Db) => db.select().from(pages).orderBy(asc(pages.id));

export async function findPageBySlug(db: Db, slug: string, { includeDrafts = false } = {}): Promise<Page | null> {
  const condition = includeDrafts ? eq(pages.slug, slug) : and(eq(pages.slug, slug), eq(pages.isPublished, true));
  const [page] = await db.select().from(pages).where(condition);
  return page ?? null;
}

async function findSlugOwner(db: Db | Tx, slug: string, exceptId?: number): Promise<number | null> {
  const condition = exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug);
  const [existing] = await db.select({ id: pages.id }).from(pages).where(condition);
  return existing?.id ?? null;
}

export const findPage = async (db: Db | Tx, id: number): Promise<Page | undefined> =>
  (await db.select().from(pages).where(eq(pages.id, id)))[0];

async function assertSlugFree(db: Db | Tx, slug: string, exceptId?: number) {
  if ((await findSlugOwner(db, slug, exceptId)) !== null) throw slugTaken(slug);
}

type PageValues = Omit<Partial<typeof pages.$inferInsert>, "updatedAt">;

/**
 * A save's values with the schedule's rules applied, against the page as it is (`current`, none for a new page):
 * a page given a time to go live is a draft until then; a page published now no longer waits for its time; the
 * take-down must come after the going live, whichever of the two this save sets (else 400 on `unpublishAt`).
 */
export function withScheduleRules<V extends PageValues>(values: V, current?: Page): V {
  const next = { ...values };
  if (next.publishAt) next.isPublished = false;
  else if (next.isPublished === true && next.publishAt === undefined && current?.publishAt) next.publishAt = null;
  const publishAt = next.publishAt === undefined ? current?.publishAt : next.publishAt;
  const unpublishAt = next.unpublishAt === undefined ? current?.unpublishAt : next.unpublishAt;
  if (!scheduleInOrder(publishAt, unpublishAt)) {
    throw badRequest(UNPUBLISH_AFTER_PUBLISH, { unpublishAt: [UNPUBLISH_AFTER_PUBLISH] });
  }
  return next;
}

/** Keeps the page as it is now as a new revision, saved by `createdBy` (null when nobody is signed in). */
export async function recordRevision(tx: Tx, page: Page, createdBy: number | null) {
  const { id: pageId, title, slug, content, metaTitle, metaDescription, isPublished } = page;
  await tx
    .insert(pageRevisions)
    .values({ pageId, createdBy, title, slug, content, metaTitle, metaDescription, isPublished });
}

export async function createPage(
  db: Db,
  values: typeof pages.$inferInsert,
  createdBy: number | null = null,
): Promise<Page> {
  return db.transaction(async (tx) => {
    await lockUploadsForWrite(tx);
    await assertSlugFree(tx, values.slug);
    const [page] = await tx.insert(pages).values(withScheduleRules(values)).returning();
    await recordRevision(tx, page!, createdBy);
    // A redirect from the new page's addresses would hide it.
    await clearRulesAt(tx, page!.slug);
    return page!;
  });
}

/** A page as saved, and the redirects the save made from its old addresses (see followMove). */
export interface SavedPage {
  page: Page;
  redirects: Redirect[];
}

/**
 * Inside a save's transaction: a published page given another slug leaves redirects from its old addresses to its
 * new one, so that no link to it breaks; a page that moves to an address some rule redirected takes it back.
 */
async function followMove(tx: Tx, before: Page, after: Page): Promise<Redirect[]> {
  if (before.slug === after.slug) return [];
  if (!before.isPublished) {
    await clearRulesAt(tx, after.slug);
    return [];
  }
  return redirectMovedPage(tx, { id: after.id, title: after.title, oldSlug: before.slug, newSlug: after.slug });
}

/**
 * With `updatedAt` (what the editor loaded) the edit applies only if nobody saved the page since, else 409.
 * Every save keeps a revision, written in the same transaction as the page. Images the content no longer shows
 * are handed to `uploads` once the edit is committed, which keeps those the page's history still shows.
 */
export async function updatePage(
  db: Db,
  id: number,
  { updatedAt, ...body }: PageValues & { updatedAt?: string },
  uploads: UploadCleanup,
  createdBy: number | null = null,
): Promise<SavedPage> {
  const links = await menuLinkedSlugs(db);
  // Everything inside uses `tx`: a second pooled query would wait forever for the embedded DB's one connection.
  const { before, after, redirects } = await db.transaction(async (tx) => {
    const current = await findPage(tx, id);
    const values = withScheduleRules(body, current);
    if (current) assertFooterAllows(links, current, values);
    if (values.slug) await assertSlugFree(tx, values.slug, id);
    const result = await updateVersioned<Page>(tx, pages, id, values, updatedAt, "Page");
    await recordRevision(tx, result.after, createdBy);
    return { ...result, redirects: await followMove(tx, result.before, result.after) };
  });
  await uploads.releaseDropped(pages, before, after);
  return { page: after, redirects };
}

/**
 * Deletes the page and its history, and answers the page as it was; the images they showed go to `uploads` once
 * that is committed.
 */
/**
 * Deletes a page and its revisions. `redirectTo`, for a published page: its addresses lead there from now on (a
 * draft's never answered visitors, so it is ignored).
 */
export async function deletePage(db: Db, id: number, uploads: UploadCleanup, redirectTo?: string): Promise<Page> {
  const links = await menuLinkedSlugs(db);
  // The foreign key would delete the revisions too; deleting them here first says which images they showed.
  const { page, revisions } = await db.transaction(async (tx) => {
    const current = await findPage(tx, id);
    if (current) assertFooterAllows(links, current, null);
    const revisions = await tx
      .delete(pageRevisions)
      .where(eq(pageRevisions.pageId, id))
      .returning({ content: pageRevisions.content });
    const [page] = await tx.delete(pages).where(eq(pages.id, id)).returning();
    if (!page) throw notFound(`Page ${id} was not found`);
    if (redirectTo && page.isPublished) await redirectDeletedPage(tx, page.slug, redirectTo);
    return { page, revisions };
  });
  await uploads.releaseDeleted([
    [pages, [page]],
    [pageRevisions, revisions],
  ]);
  return page;
}

// ---------------------------------------------------------------------------------------------------------------
// Revisions

const { content: _content, ...summaryColumns } = getTableColumns(pageRevisions);

async function assertPageExists(db: Db | Tx, id: number) {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id));
  if (!page) throw notFound(`Page ${id} was not found`);
}

/** The page's revisions, newest first, without their content (the history lists them; one is opened to compare). */
export async function listRevisions(db: Db, pageId: number): Promise<PageRevisionSummary[]> {
  await assertPageExists(db, pageId);
  return db
    .select({ ...summaryColumns, author: users.username })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.createdBy))
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id));
}

export async function findRevision(db: Db | Tx, pageId: number, revisionId: number): Promise<PageRevision> {
  const [revision] = await db
    .select({ ...getTableColumns(pageRevisions), author: users.username })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.createdBy))
    .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, pageId)));
  if (revision) return revision;
  await assertPageExists(db, pageId);
  throw notFound(`Revision ${revisionId} of page ${pageId} was not found`);
}

/**
 * Puts the page back to what revision `revisionId` kept, as a save by `createdBy`: the page is updated (409 when
 * the editor's `updatedAt` is stale) and a new revision records the restore, so nothing in the history is lost.
 */
export async function restoreRevision(
  db: Db,
  pageId: number,
  revisionId: number,
  { updatedAt }: { updatedAt?: string },
  uploads: UploadCleanup,
  createdBy: number | null,
): Promise<SavedPage> {
  const links = await menuLinkedSlugs(db);
  const { before, after, redirects } = await db.transaction(async (tx) => {
    const revision = await findRevision(tx, pageId, revisionId);
    const { title, slug, content, metaTitle, metaDescription, isPublished } = revision;
    const current = await findPage(tx, pageId);
    if (current) assertFooterAllows(links, current, { slug, isPublished });
    // The rules for slugs may have changed since the revision was saved (a new reserved address, say).
    if (!slugSchema.safeParse(slug).success) {
      throw badRequest(`This revision's address /page/${slug} can no longer be used; edit the page instead`, {
        slug: ["This slug can no longer be used"],
      });
    }
    if ((await findSlugOwner(tx, slug, pageId)) !== null) {
      throw conflict(
        `Another page now uses the address /page/${slug}. Change that page's slug first, or edit this page instead.`,
        { slug: ["This slug is already used by another page"] },
      );
    }
    const values = withScheduleRules({ title, slug, content, metaTitle, metaDescription, isPublished }, current);
    const result = await updateVersioned<Page>(tx, pages, pageId, values, updatedAt, "Page");
    await recordRevision(tx, result.after, createdBy);
    return { ...result, redirects: await followMove(tx, result.before, result.after) };
  });
  await uploads.releaseDropped(pages, before, after);
  return { page: after, redirects };
}
