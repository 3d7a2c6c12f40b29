// Scales a large photo down in the browser before it is uploaded, so that a picture straight from a phone or a
// camera (4000 x 3000 pixels, 6-8 MB) fits the upload limits instead of being refused.
import { UPLOAD_MAX_SIDE } from "@shared/upload-limits";

export interface ScaleOptions {
  /** The most bytes the upload may have. */
  maxBytes: number;
  /** The longest side the result may have; UPLOAD_MAX_SIDE unless given. */
  maxSide?: number;
}

/** Types drawn and encoded again; SVG scales by itself and a GIF may be an animation, so both go as they are. */
const SCALABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

/** The attempts, best first: each longest side (never above maxSide), at each quality for lossy formats. */
const SIDES = [1, 0.75, 0.5];
const QUALITIES = [0.85, 0.7];

/**
 * The file to upload: `file` itself when it is small enough on both counts (its longest side within `maxSide` and
 * its size within `maxBytes`), or a new file drawn from it at most `maxSide` pixels on the longest side, upright
 * (the EXIF orientation applied: the drawn pixels carry none), in the same format. When that is still too large,
 * smaller sizes and lower JPEG/WebP qualities are tried; a PNG that stays too large becomes a WebP, which keeps its
 * transparency. The last attempt is answered if none fits, so the caller's size check still refuses it. A file the
 * browser cannot decode is answered unchanged, for the server to judge.
 */
export async function scaleImageForUpload(file: File, { maxBytes, maxSide = UPLOAD_MAX_SIDE }: ScaleOptions) {
  if (!SCALABLE.has(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= maxSide && file.size <= maxBytes) return file;
    let last: Blob | null = null;
    // A picture already smaller than a step needs no drawing at that step: each scale is tried once.
    const scales = [...new Set(SIDES.map((share) => Math.min(1, (maxSide * share) / longest)))];
    for (const type of file.type === "image/png" ? ["image/png", "image/webp"] : [file.type]) {
      for (const scale of scales) {
        for (const quality of type === "image/png" ? [undefined] : QUALITIES) {
          const blob = await draw(bitmap, scale, type, quality);
          if (!blob) return file;
          last = blob;
          if (blob.size <= maxBytes) return asFile(blob, file.name);
        }
      }
    }
    return last ? asFile(last, file.name) : file;
  } finally {
    bitmap.close();
  }
}

async function draw(bitmap: ImageBitmap, scale: number, type: string, quality?: number): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The blob under the picked file's name, with the extension of the format it now has. */
function asFile(blob: Blob, name: string): File {
  const extension = blob.type === "image/png" ? "png" : blob.type === "image/webp" ? "webp" : "jpg";
  const stem = name.replace(/\.[^.]*$/, "") || "image";
  return new File([blob], `${stem}.${extension}`, { type: blob.type, lastModified: Date.now() });
}
