// The media library (/admin/media, /api/media): every uploaded image once, with the words that go with it (alt
// text, caption, credit) and the point a crop keeps in view. The places that show an image still store its address;
// the library is found from that address, so an address anywhere on the site leads back to its entry.
import { z } from "zod";
import { paging, searchText } from "../list-paging";
import type { MediaRef } from "../media-ref";
import type { media } from "../tables";
import { optionalText, nullableColumn } from "./fields";

export type MediaItem = typeof media.$inferSelect;

/** Where an image is used: the kinds of place the library can find an address in. */
export const mediaUsageKinds = [
  "page",
  "pageRevision",
  "teamMember",
  "clientLogo",
  "testimonial",
  "service",
  "companyLogo",
  "siteImage",
  "siteText",
] as const;
export type MediaUsageKind = (typeof mediaUsageKinds)[number];

/** How the detail view and the refused delete name each kind of place. */
export const mediaUsageKindLabels: Record<MediaUsageKind, string> = {
  page: "Page",
  pageRevision: "Earlier version of a page",
  teamMember: "Team member",
  clientLogo: "Client logo",
  testimonial: "Testimonial",
  service: "Service",
  companyLogo: "Company logo",
  siteImage: "Site image",
  siteText: "Site text",
};

/** One place that shows the image. */
export interface MediaUsage {
  kind: MediaUsageKind;
  /** What the place is called: the page's title, the member's name, the setting's label. */
  label: string;
  /** The CMS address where the place is edited. */
  href: string;
  /** True when the place shows a file this entry had before "Replace file" (kept for an earlier page version). */
  previousFile?: boolean;
}

/** One entry as the library's grid and table show it. */
export interface MediaSummary extends MediaItem {
  /** A small copy for the grid and the picker (never the original unless the image has no smaller copy). */
  thumbnailUrl: string;
  /** How many places use it (see MediaUsage). */
  usageCount: number;
  /** The name of the administrator who uploaded it; null for files that were on the site before the library. */
  uploadedByName: string | null;
}

/** GET /api/media/{id}: the entry with every place that uses it. */
export interface MediaDetail extends MediaSummary {
  usages: MediaUsage[];
}

/** DELETE /api/media/{id} while the image is in use: 409 with the places to change first. */
export interface MediaInUse {
  message: string;
  usages: MediaUsage[];
}

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === "true" || v === "1");

/** GET /api/media?page&pageSize&q&unused&missingAlt: newest first; q looks in the name, alt text and caption. */
export const mediaListQuerySchema = z.strictObject({
  ...paging,
  q: searchText("q"),
  unused: flag("unused"),
  missingAlt: flag("missingAlt"),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

export interface MediaListPage {
  items: MediaSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 100` })
    .min(0, `${label} must be from 0 to 100`)
    .max(100, `${label} must be from 0 to 100`)
    .transform((v) => Math.round(v * 10) / 10);

/**
 * PATCH /api/media/{id}: any of the image's words and its focal point. Alt text is required unless the image is
 * decorative; an entry may still be saved without it (older files joined the library without one), and the
 * library's "missing alt text" filter finds those.
 */
export const mediaUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name must be at most 200 characters")
      .optional(),
    altText: nullableColumn(optionalText("Alt text", 300)),
    decorative: z.boolean({ error: "Decorative must be true or false" }).optional(),
    caption: nullableColumn(optionalText("Caption", 500)),
    credit: nullableColumn(optionalText("Credit", 200)),
    focalX: percent("Focal point (across)").optional(),
    focalY: percent("Focal point (down)").optional(),
    /** The entry's `updatedAt` as the editor loaded it: a stale save answers 409 instead of overwriting. */
    expectedUpdatedAt: z
      .string()
      .datetime({ offset: true, error: "expectedUpdatedAt must be a date and time" })
      .optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== "expectedUpdatedAt"), { message: "Nothing to change" });
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>;

// The public site's part (zod-free, so its screens can import it): the words and focal point where an image is shown.
export { focalPosition, looksLikeFileName, type MediaRef } from "../media-ref";

/**
 * The library's words for each image a public row shows, by the field that holds the image's address (`imageUrl`,
 * `logoUrl`, a setting's `settingValue`). An image that is not in the library (an address on another site, or a
 * row from before) has no entry, and a row with none has no `media` at all.
 */
export type MediaRefs<Field extends string> = Partial<Record<Field, MediaRef>>;

/** A public row with its images' library words (see MediaRefs). */
export type WithMedia<Row, Field extends keyof Row & string> = Row & { media?: MediaRefs<Field> };
