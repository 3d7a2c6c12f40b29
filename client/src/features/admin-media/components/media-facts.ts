// How the library words an image's facts, the same way in the grid, the table and the details.
import { formatBytes } from "@/lib/format";
import type { MediaSummary } from "@shared/schema";

/** The file types the library takes, for its file inputs: the raster types and SVG. */
export const MEDIA_TYPES = "image/jpeg,image/png,image/gif,image/webp,image/svg+xml";

const KINDS: Record<string, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/svg+xml": "SVG",
};

/** "JPEG", "PNG", "GIF", "SVG" from the stored file's type; any other type by its own name. */
export const kindOf = (contentType: string) => KINDS[contentType] ?? contentType.replace(/^image\//, "").toUpperCase();

/** "1600 × 900", or "—" when the size is not known (an SVG without one). */
export const dimensionsOf = ({ width, height }: Pick<MediaSummary, "width" | "height">) =>
  width && height ? `${width} × ${height}` : "—";

/** "240 KB", "1.2 MB", or "—" for a file that joined the library before sizes were recorded. */
export const sizeOf = ({ bytes }: Pick<MediaSummary, "bytes">) => (bytes === null ? "—" : formatBytes(bytes));

/** Who uploaded it: a file already on the site when the library began has no uploader. */
export const uploaderOf = ({ uploadedByName }: Pick<MediaSummary, "uploadedByName">) =>
  uploadedByName ?? "Before the library";

/** True when the image needs alt text: it has none and is not marked decorative. */
export const missesAlt = ({ altText, decorative }: Pick<MediaSummary, "altText" | "decorative">) =>
  !decorative && !altText?.trim();

/** What a thumbnail says to a screen reader: the image's alt text; nothing when decorative or missing, since the
 * name is shown beside it. */
export const thumbnailAlt = ({ altText, decorative }: Pick<MediaSummary, "altText" | "decorative">) =>
  decorative ? "" : (altText?.trim() ?? "");

/** "3 places", "1 place". */
export const placesOf = (count: number) => `${count} ${count === 1 ? "place" : "places"}`;
