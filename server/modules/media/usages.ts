// Where the site shows a library image: every place whose stored text mentions the address of one of its files.
// The places still store addresses, not library ids, so a use is found by the upload id every file of an upload
// starts with (see ../uploads/references.ts), in the same columns the upload clean-up reads.
//
// One place is one use, however often it mentions the image: a page is one use whether its current version, its
// kept revisions or both show it (the current version is listed when it shows it, otherwise the page's earlier
// versions, once); a testimonial is one whether its avatar, its company logo or both show it; each service and each setting is one.
// The list's count (usageCounts) and the detail's list (usagesOf) follow the same rule, so they always agree.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { adminRoutes } from "@shared/admin-routes";
import { paths } from "@shared/paths";
import type { MediaItem, MediaUsage } from "@shared/schema";
import { settingItemLabel } from "@shared/setting-labels";
import { settingsFieldHref } from "@shared/settings-links";
import { keysOfKind, settingKeys, type SettingKey } from "@shared/settings-registry";
import { clientLogos, pageRevisions, pages, services, siteSettings, teamMembers, testimonials } from "@shared/tables";
import type { Db } from "../../db/connection";
import { UPLOAD_ADDRESS } from "../uploads/references";
import type { Tx } from "../versioned-update";

/** The upload id at the start of a stored file's name, as uploadIdOf reads it, in PostgreSQL. */
const UPLOAD_ID_OF_NAME = "^([0-9a-f]{32})(?:[-.]|$)";

/** One kind of place and the columns of it that may mention an image (revisions count toward their page). */
interface Source {
  /** The places counted as one: every column of a row of the same group and place is one use. */
  group: string;
  table: SQL;
  place: SQL;
  columns: AnyPgColumn[];
  revision?: boolean;
}

const SOURCES: Source[] = [
  { group: "team", table: sql`${teamMembers}`, place: sql`${teamMembers.id}::text`, columns: [teamMembers.imageUrl] },
  { group: "logo", table: sql`${clientLogos}`, place: sql`${clientLogos.id}::text`, columns: [clientLogos.logoUrl] },
  {
    group: "testimonial",
    table: sql`${testimonials}`,
    place: sql`${testimonials.id}::text`,
    columns: [testimonials.avatarUrl, testimonials.companyLogoUrl],
  },
  { group: "service", table: sql`${services}`, place: sql`${services.id}`, columns: [services.imageUrl] },
  {
    group: "setting",
    table: sql`${siteSettings}`,
    place: sql`${siteSettings.settingKey}`,
    columns: [siteSettings.settingValue],
  },
  { group: "page", table: sql`${pages}`, place: sql`${pages.id}::text`, columns: [pages.content] },
  {
    group: "page",
    table: sql`${pageRevisions}`,
    place: sql`${pageRevisions.pageId}::text`,
    columns: [pageRevisions.content],
    revision: true,
  },
];

/**
 * Every mention of an upload anywhere a use can be, one row per mention: (upload_id, grp, place, revision).
 * PostgreSQL extracts the addresses itself, so no page's HTML is copied to the server for this.
 */
function mentionsSql(): SQL {
  const selects = SOURCES.flatMap(({ group, table, place, columns, revision = false }) =>
    columns.map(
      (column) =>
        sql`select substring(m.parts[1] from ${UPLOAD_ID_OF_NAME}) as upload_id, ${sql.raw(`'${group}'::text`)} as grp, ${place} as place, ${sql.raw(String(revision))} as revision
          from ${table} cross join lateral regexp_matches(${column}, ${UPLOAD_ADDRESS}, 'g') as m(parts)`,
    ),
  );
  return sql.join(selects, sql` union all `);
}

/**
 * How many places use each upload, in one query over every column that may show one, as one row of two maps:
 * `current` (upload id → places showing it) and `revisions` (upload id → the pages whose kept revisions show it).
 * Maps rather than rows, so that an entry's count is a lookup (usageCountOf), not a join against every entry.
 */
export function usageMapsSql(): SQL {
  return sql`with mentions as (${mentionsSql()}),
    per_upload as (
      select upload_id, count(distinct grp || ':' || place)::int as n,
        coalesce(jsonb_agg(distinct place) filter (where revision), '[]'::jsonb) as revision_pages
      from mentions where upload_id is not null group by upload_id
    )
    select coalesce(jsonb_object_agg(upload_id, n), '{}'::jsonb) as current,
      coalesce(jsonb_object_agg(upload_id, revision_pages), '{}'::jsonb) as revisions
    from per_upload`;
}

/**
 * The number of places that use the entry in the row `media`, given the maps of usageMapsSql as `usage`: the places
 * showing its current file, plus the pages whose kept revisions show a file "Replace file" swapped out (once each).
 */
export const usageCountOf = (usage: SQL): SQL =>
  sql`(coalesce((${usage}.current ->> media.upload_id)::int, 0) + case when cardinality(media.previous_upload_ids) = 0 then 0
    else (select count(distinct page)::int from unnest(media.previous_upload_ids) as previous(upload_id)
      cross join jsonb_array_elements_text(coalesce(${usage}.revisions -> previous.upload_id, '[]'::jsonb)) as page) end)`;

/** Every entry with at least one use and its count (`media_id`, `usage_count`): what the list's counts agree with. */
export function usageCountsSql(): SQL {
  const usage = sql.raw("media_usage");
  return sql`select media_id, usage_count from (
      select media.id as media_id, ${usageCountOf(usage)} as usage_count
      from media cross join (${usageMapsSql()}) as media_usage
    ) as counted where usage_count > 0`;
}

/**
 * A PostgreSQL regular expression that finds an address of any file of these uploads: `/uploads/<id>` followed
 * by the end of the name or by `-`/`.` (the rest of one of its files' names), as uploadIdOf reads a name.
 */
const mentionOf = (uploadIds: readonly string[]) => `/uploads/(${uploadIds.join("|")})([^A-Za-z0-9_]|$)`;

/** The column mentions one of the uploads (the LIKE lets PostgreSQL skip most rows before the expression). */
function mentions(column: AnyPgColumn, uploadIds: readonly string[]): SQL {
  const likes = uploadIds.map((id) => sql`${column} like ${`%/uploads/${id}%`}`);
  return sql`((${sql.join(likes, sql` or `)}) and ${column} ~ ${mentionOf(uploadIds)})`;
}

/** Only upload ids go into a regular expression (they are 32 hex digits; a hand-made row might hold anything). */
const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

const byLabel = (a: MediaUsage, b: MediaUsage) => a.label.localeCompare(b.label, "en");

/** The page in Page Management: its list searched for the page's address, which finds exactly that page. */
const pageHref = (slug: string) => `${paths.admin.pages}?search=${encodeURIComponent(slug)}`;

const isSettingKey = (key: string): key is SettingKey => (settingKeys as string[]).includes(key);
const imageSettingKeys = new Set<string>(keysOfKind("image"));

/** Every place that shows the entry's current file, and the page versions that still show one it had before. */
export async function usagesOf(
  db: Db | Tx,
  item: Pick<MediaItem, "uploadId" | "previousUploadIds">,
): Promise<MediaUsage[]> {
  const current = [item.uploadId].filter(isUploadId);
  const previous = item.previousUploadIds.filter(isUploadId);
  if (!current.length) return [];

  const revisionPages = (uploadIds: string[]) =>
    db
      .selectDistinct({ id: pages.id, title: pages.title, slug: pages.slug })
      .from(pageRevisions)
      .innerJoin(pages, sql`${pages.id} = ${pageRevisions.pageId}`)
      .where(mentions(pageRevisions.content, uploadIds));

  // One query after another: inside a transaction they share its one connection.
  const currentPages = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(mentions(pages.content, current));
  const revisions = await revisionPages(current);
  const earlier = previous.length ? await revisionPages(previous) : [];
  const members = await db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(mentions(teamMembers.imageUrl, current));
  const logos = await db
    .select({ id: clientLogos.id, name: clientLogos.clientName })
    .from(clientLogos)
    .where(mentions(clientLogos.logoUrl, current));
  const people = await db
    .select({ id: testimonials.id, name: testimonials.personName })
    .from(testimonials)
    .where(sql`${mentions(testimonials.avatarUrl, current)} or ${mentions(testimonials.companyLogoUrl, current)}`);
  const serviceRows = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(mentions(services.imageUrl, current));
  const settings = await db
    .select({ key: siteSettings.settingKey })
    .from(siteSettings)
    .where(mentions(siteSettings.settingValue, current));

  const shownNow = new Set(currentPages.map((page) => page.id));
  const earlierVersion = (page: { title: string; slug: string }, previousFile?: true): MediaUsage => ({
    kind: "pageRevision",
    label: `${page.title} (earlier version)`,
    href: pageHref(page.slug),
    ...(previousFile ? { previousFile } : {}),
  });
  // The company logo by its own kind, every other image setting (the home page's hero image) as a site image, and
  // a site text that mentions an upload as a site text.
  const settingUse = ({ key }: { key: string }): MediaUsage =>
    key === "companyLogo"
      ? { kind: "companyLogo", label: "Company logo", href: settingsFieldHref("companyLogo") }
      : {
          kind: imageSettingKeys.has(key) ? "siteImage" : "siteText",
          label: settingItemLabel(key),
          href: isSettingKey(key) ? settingsFieldHref(key) : paths.admin.settings,
        };
  const settingOrder = (use: MediaUsage) => ["companyLogo", "siteImage", "siteText"].indexOf(use.kind);

  return [
    ...currentPages
      .map((page): MediaUsage => ({ kind: "page", label: page.title, href: pageHref(page.slug) }))
      .sort(byLabel),
    ...revisions
      .filter((page) => !shownNow.has(page.id))
      .map((page) => earlierVersion(page))
      .sort(byLabel),
    ...members
      .map((row): MediaUsage => ({ kind: "teamMember", label: row.name, href: adminRoutes.team.path }))
      .sort(byLabel),
    ...logos
      .map((row): MediaUsage => ({ kind: "clientLogo", label: row.name, href: adminRoutes.logos.path }))
      .sort(byLabel),
    ...people
      .map((row): MediaUsage => ({ kind: "testimonial", label: row.name, href: adminRoutes.testimonials.path }))
      .sort(byLabel),
    ...serviceRows
      .map((row): MediaUsage => ({ kind: "service", label: row.title, href: adminRoutes.services.path }))
      .sort(byLabel),
    ...settings.map(settingUse).sort((a, b) => settingOrder(a) - settingOrder(b) || byLabel(a, b)),
    ...earlier.map((page) => earlierVersion(page, true)).sort(byLabel),
  ];
}
