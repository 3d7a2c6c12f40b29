// The media library's reads and writes: one entry per uploaded image, with the words that go with it. Every upload
// endpoint adds an entry (server/http/uploads.ts); the Media screen lists, edits, replaces and deletes them. An
// entry keeps its files (the upload clean-up counts media.url as a use) until it is deleted, which is refused while
// any place still shows the image.
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { thumbnailOf } from "@shared/image-variants";
import type {
  MediaDetail,
  MediaItem,
  MediaListPage,
  mediaListQuerySchema,
  MediaSummary,
  mediaUpdateSchema,
} from "@shared/schema";
import { clientLogos, media, pages, siteSettings, teamMembers, testimonials, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { HttpError, notFound } from "../../http/errors";
import type { StoredImage } from "../../http/uploads";
import { containsText, offsetOf } from "../list-query";
import { recordRevision } from "../pages/service";
import type { UploadCleanup } from "../uploads/cleanup";
import { lockUploadsForCleanup, lockUploadsForWrite } from "../uploads/lock";
import { nextVersion, updateVersioned, type Tx } from "../versioned-update";
import { usageCountOf, usageMapsSql, usagesOf } from "./usages";

/** How the API names one entry in its messages ("Image 4 was not found"). */
export const MEDIA_LABEL = "Image";

/** The answer to a delete while the image is still shown somewhere (409, with the places). */
export const IN_USE_MESSAGE = "This image is in use. Remove it from these places first.";

/** What an upload may say about its image when it is sent: its alt text, or that it is decorative. */
export interface LibraryWords {
  altText?: string | null;
  decorative?: boolean;
}

const notFoundMessage = (id: number) => `${MEDIA_LABEL} ${id} was not found`;

/** A new library entry for a stored upload, uploaded by `uploadedBy` (null when nobody is signed in). */
export async function addToLibrary(
  db: Db | Tx,
  image: StoredImage,
  words: LibraryWords,
  uploadedBy: number | null,
): Promise<MediaItem> {
  const [entry] = await db
    .insert(media)
    .values({
      uploadId: image.uploadId,
      url: image.url,
      name: image.name,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      altText: words.altText ?? null,
      decorative: words.decorative ?? false,
      uploadedBy,
    })
    .returning();
  return entry!;
}

/**
 * Alt text that is no help to a visitor: empty, or a file name. The SQL twin of looksLikeFileName in
 * @shared/schema (whose `\w` is `A-Za-z0-9_`, and which trims the text first: trailing space is allowed here).
 */
const FILE_NAME_ALT = String.raw`^[A-Za-z0-9_\s().,-]*\.(jpe?g|png|gif|webp|svg|avif|bmp|tiff?)\s*$`;
const missingAlt = (): SQL =>
  sql`(not ${media.decorative} and (${media.altText} is null or ${media.altText} ~ ${String.raw`^\s*$`} or ${media.altText} ~* ${FILE_NAME_ALT}))`;

const summaryOf = <T extends MediaItem & { uploadedByName: string | null; usageCount: number }>(
  row: T,
): MediaSummary & Omit<T, keyof MediaSummary> => ({ ...row, thumbnailUrl: thumbnailOf(row.url) });

/**
 * One page of the library, newest first; searched in name, alt text and caption, and filtered. The use counts of
 * every entry come from one query over every column that may show an image (usageMapsSql), and the page, its
 * counts and the total from one statement; then the page's rows are read whole.
 */
export async function listMedia(db: Db, query: z.output<typeof mediaListQuerySchema>): Promise<MediaListPage> {
  const filters = and(
    query.q ? containsText([media.name, media.altText, media.caption], query.q) : undefined,
    query.missingAlt ? missingAlt() : undefined,
  );
  const { rows } = await db.execute<{ total: number; id: number | null; usage_count: number | null }>(sql`
    with media_usage as materialized (${usageMapsSql()}),
    listed as materialized (
      select id, created_at, usage_count from (
        select media.id, media.created_at, ${usageCountOf(sql.raw("media_usage"))} as usage_count
        from media cross join media_usage where ${filters ?? sql`true`}
      ) as counted where ${query.unused ? sql`usage_count = 0` : sql`true`}
    )
    select totals.total, page.id, page.usage_count
    from (select count(*)::int as total from listed) as totals
    left join lateral (
      select id, usage_count from listed order by created_at desc, id desc
      limit ${query.pageSize} offset ${offsetOf(query)}
    ) as page on true`);
  const page = rows
    .filter((row) => row.id !== null)
    .map((row) => ({ id: Number(row.id), usageCount: Number(row.usage_count) }));
  const found = page.length
    ? await db
        .select({ ...getTableColumns(media), uploadedByName: users.username })
        .from(media)
        .leftJoin(users, eq(users.id, media.uploadedBy))
        .where(
          inArray(
            media.id,
            page.map((row) => row.id),
          ),
        )
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    items: page.flatMap(({ id, usageCount }) => {
      const row = byId.get(id);
      return row ? [summaryOf({ ...row, usageCount })] : [];
    }),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One entry with every place that uses it; 404 when there is none with this id. */
export async function mediaDetail(db: Db | Tx, id: number): Promise<MediaDetail> {
  const [row] = await db
    .select({ ...getTableColumns(media), uploadedByName: users.username })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .where(eq(media.id, id));
  if (!row) throw notFound(notFoundMessage(id));
  const usages = await usagesOf(db, row);
  return { ...summaryOf({ ...row, usageCount: usages.length }), usages };
}

/** The entry's row; 404 when there is none with this id. */
export async function mediaItem(db: Db | Tx, id: number): Promise<MediaItem> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw notFound(notFoundMessage(id));
  return row;
}

/** The entry as the grid shows it: the detail without the list of places. */
export const mediaSummary = async (db: Db | Tx, id: number): Promise<MediaSummary> => {
  const { usages: _usages, ...summary } = await mediaDetail(db, id);
  return summary;
};

/** Changes an entry's words or focal point; a stale `expectedUpdatedAt` is refused with 409. */
export async function updateMedia(
  db: Db,
  id: number,
  input: z.output<typeof mediaUpdateSchema>,
): Promise<MediaSummary> {
  const { expectedUpdatedAt, ...changes } = input;
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    await updateVersioned<MediaItem>(tx, media, id, values, expectedUpdatedAt, MEDIA_LABEL);
    return mediaSummary(tx, id);
  });
}

/**
 * Deletes an entry no place uses (409 with the places otherwise, and nothing changes), then its files. The check
 * and the delete hold the clean-up's lock, so no write can start using the image in between.
 */
export async function deleteMedia(db: Db, id: number, uploads: UploadCleanup): Promise<MediaItem> {
  const row = await db.transaction(async (tx) => {
    await lockUploadsForCleanup(tx);
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!row) throw notFound(notFoundMessage(id));
    const usages = await usagesOf(tx, row);
    if (usages.length) throw new HttpError(409, IN_USE_MESSAGE, undefined, undefined, { usages });
    await tx.delete(media).where(eq(media.id, id));
    return row;
  });
  await uploads.releaseDeleted([[media, [row]]]);
  return row;
}

/** A PostgreSQL regular expression for every address of one upload's files (as uploadIdOf reads a name). */
const addressesOf = (uploadId: string) => String.raw`/uploads/${uploadId}(?:[-.][A-Za-z0-9._-]*)?(?![A-Za-z0-9_])`;

/** The text with every address of upload `uploadId`'s files (full size or a copy) made `url`. */
const rewritten = (column: SQL | AnyPgColumn, uploadId: string, url: string): SQL =>
  sql`regexp_replace(${column}, ${addressesOf(uploadId)}, ${url}, 'g')`;

const mentions = (column: SQL | AnyPgColumn, uploadId: string): SQL =>
  sql`(${column} like ${`%/uploads/${uploadId}%`} and ${column} ~ ${addressesOf(uploadId)})`;

/**
 * Points an entry at a newly stored file and every place that shows its current file at the new one, in one
 * transaction: team photos, client logos, testimonials' images, settings (the company logo) and the current version
 * of pages (each such page keeps a new revision, by `userId`). Earlier page versions are left as they were; the old
 * upload is remembered in `previousUploadIds` while one of them still shows it. Then the old files go, unless
 * something still shows them. The words and the focal point stay.
 */
export async function replaceMediaFile(
  db: Db,
  id: number,
  image: StoredImage,
  {
    userId,
    uploads,
    discard,
  }: {
    /** Who replaced it, for the pages' new revisions. */
    userId: number | null;
    uploads: UploadCleanup;
    /** Removes the new files when the replacement is refused (the entry is gone) or fails. */
    discard: () => Promise<void>;
  },
): Promise<MediaSummary> {
  const { before, after } = await db
    .transaction(async (tx) => {
      await lockUploadsForWrite(tx);
      const [before] = await tx.select().from(media).where(eq(media.id, id)).for("update");
      if (!before) throw notFound(notFoundMessage(id));
      const old = before.uploadId;
      await rewriteUses(tx, old, image.url, userId);
      // The files an earlier page version still shows stay with the entry, so its detail lists those versions.
      const candidates = [...new Set([...before.previousUploadIds, old])].filter((uploadId) =>
        /^[0-9a-f]{32}$/.test(uploadId),
      );
      const stillShown: string[] = [];
      for (const uploadId of candidates) {
        const [hit] = await tx
          .execute<{ one: number }>(
            sql`select 1 as one from page_revisions where ${mentions(sql`content`, uploadId)} limit 1`,
          )
          .then((result) => result.rows);
        if (hit) stillShown.push(uploadId);
      }
      const [after] = await tx
        .update(media)
        .set({
          uploadId: image.uploadId,
          url: image.url,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          previousUploadIds: stillShown,
          updatedAt: nextVersion(media.updatedAt),
        } as never)
        .where(eq(media.id, id))
        .returning();
      return { before, after: after! };
    })
    .catch(async (error: unknown) => {
      await discard();
      throw error;
    });
  await uploads.releaseDropped(media, before, after);
  return mediaSummary(db, id);
}

/** Every current use of upload `old` shows `url` instead (see replaceMediaFile). */
async function rewriteUses(tx: Tx, old: string, url: string, userId: number | null) {
  await tx
    .update(teamMembers)
    .set({
      imageUrl: rewritten(teamMembers.imageUrl, old, url),
      updatedAt: nextVersion(teamMembers.updatedAt),
    } as never)
    .where(mentions(teamMembers.imageUrl, old));
  await tx
    .update(clientLogos)
    .set({ logoUrl: rewritten(clientLogos.logoUrl, old, url), updatedAt: nextVersion(clientLogos.updatedAt) } as never)
    .where(mentions(clientLogos.logoUrl, old));
  await tx
    .update(testimonials)
    .set({
      avatarUrl: rewritten(testimonials.avatarUrl, old, url),
      companyLogoUrl: rewritten(testimonials.companyLogoUrl, old, url),
      updatedAt: nextVersion(testimonials.updatedAt),
    } as never)
    .where(sql`${mentions(testimonials.avatarUrl, old)} or ${mentions(testimonials.companyLogoUrl, old)}`);
  await tx
    .update(siteSettings)
    .set({
      settingValue: rewritten(siteSettings.settingValue, old, url),
      updatedAt: nextVersion(siteSettings.updatedAt),
    } as never)
    .where(mentions(siteSettings.settingValue, old));
  const changedPages = await tx
    .update(pages)
    .set({ content: rewritten(pages.content, old, url), updatedAt: nextVersion(pages.updatedAt) } as never)
    .where(mentions(pages.content, old))
    .returning();
  for (const page of changedPages) await recordRevision(tx, page, userId);
}
