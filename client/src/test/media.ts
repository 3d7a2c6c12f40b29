// Media library entries as the API lists them, for the tests of the picker and the image fields.
import type { MediaSummary } from "@shared/schema";

export const MEDIA_UPDATED_AT = "2025-03-01T10:00:00.000Z";

/** A library entry as GET /api/media lists it. */
export function mediaSummary(overrides: Partial<MediaSummary> = {}): MediaSummary {
  const id = overrides.id ?? 1;
  const uploadId = String(id).padStart(32, "0");
  return {
    id,
    uploadId,
    url: `/uploads/${uploadId}-800x600.jpg`,
    previousUploadIds: [],
    name: `photo-${id}.jpg`,
    contentType: "image/jpeg",
    width: 800,
    height: 600,
    bytes: 120_000,
    altText: null,
    decorative: false,
    caption: null,
    credit: null,
    focalX: 50,
    focalY: 50,
    uploadedBy: 1,
    createdAt: MEDIA_UPDATED_AT as unknown as Date,
    updatedAt: MEDIA_UPDATED_AT as unknown as Date,
    thumbnailUrl: `/uploads/${uploadId}-800x600.w320.webp`,
    usageCount: 0,
    uploadedByName: "ada",
    ...overrides,
  };
}
