import { uploadImage } from "@/lib/api";
import { MEDIA_KEY } from "@/lib/media-api";
import { useChange } from "@/lib/react-query";
import { scaleImageForUpload } from "@/lib/scale-image";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";

/**
 * Stores an image for page content, scaled down in the browser first when it is a large photo; answers its
 * address. The page mentions it once saved with it.
 */
export const uploadPageImage = async (file: File) =>
  (
    await uploadImage<{ imageUrl: string }>(
      "/api/pages/upload",
      await scaleImageForUpload(file, { maxBytes: IMAGE_MAX_BYTES }),
    )
  ).imageUrl;

// The server adds every upload to the media library.
export const useUploadPageImage = () =>
  useChange(uploadPageImage, { failure: "Image upload failed", invalidates: [MEDIA_KEY] });
