// The media library's words for the images the public reads show: each row keeps the address of its image, and the
// library entry of that upload (found by the upload id at the start of the file's name) gives the alt text, whether
// the image is decorative, and the focal point a crop keeps in view. One query per read, whatever the number of
// rows; the read cache keeps the answer, so a visitor's request costs nothing more.
import { inArray } from "drizzle-orm";
import type { MediaRef, MediaRefs } from "@shared/schema";
import { media } from "@shared/tables";
import type { Db } from "../db/connection";
import { uploadIdOf, uploadNamesIn } from "./uploads/references";

/** The upload an address shows (`/uploads/<id>-800x600.jpg`, or the same on this site's full address), else null. */
export function uploadIdOfAddress(address: unknown): string | null {
  if (typeof address !== "string") return null;
  const [name] = uploadNamesIn(address);
  return name === undefined ? null : uploadIdOf(name);
}

/** The library's words for each of these uploads that is in the library, by upload id. */
export async function mediaRefsByUploadId(db: Db, uploadIds: Iterable<string>): Promise<Map<string, MediaRef>> {
  const ids = [...new Set(uploadIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      uploadId: media.uploadId,
      altText: media.altText,
      decorative: media.decorative,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(inArray(media.uploadId, ids));
  return new Map(rows.map(({ uploadId, ...ref }) => [uploadId, ref]));
}

/**
 * The rows, each with `media`: the library's words for the image in each of `fields` that is in the library. A row
 * none of whose images is in the library is answered as it was, so older rows keep their shape.
 */
export async function withMediaRefs<Row extends object, Field extends string>(
  db: Db,
  rows: readonly Row[],
  fields: readonly Field[],
): Promise<(Row & { media?: MediaRefs<Field> })[]> {
  const idOf = (row: Row, field: Field) => uploadIdOfAddress((row as Record<string, unknown>)[field]);
  const ids = rows.flatMap((row) => fields.map((field) => idOf(row, field)).filter((id) => id !== null));
  const refs = await mediaRefsByUploadId(db, ids);
  if (!refs.size) return [...rows];
  return rows.map((row) => {
    const found: MediaRefs<Field> = {};
    for (const field of fields) {
      const ref = refs.get(idOf(row, field) ?? "");
      if (ref) found[field] = ref;
    }
    return Object.keys(found).length ? { ...row, media: found } : row;
  });
}
