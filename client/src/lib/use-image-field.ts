import { useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/lib/api";
import { MEDIA_KEY } from "@/lib/media-api";
import { scaleImageForUpload } from "@/lib/scale-image";
import type { MediaSummary } from "@shared/schema";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";

interface ImageFieldOptions {
  /** Starts the inline message when the upload fails, e.g. 'Failed to upload logo'. */
  failure: string;
  /** Puts the stored file's address into the form's hidden URL field (an upload's, or a library image's). */
  onUploaded: (url: string) => void;
  /** The server's limit (5 MB unless given): a file still bigger once scaled down is refused with `tooLarge`. */
  maxBytes?: number;
  tooLarge?: string;
}

/**
 * What the alt text field says an empty value stands for while the image was picked from the library: the
 * library's alt text (or its "decorative"), which the public site then uses.
 */
export function libraryAltFallback(picked: Pick<MediaSummary, "altText" | "decorative">): string {
  if (picked.decorative) return "the library's choice: decorative";
  const alt = picked.altText?.trim();
  return alt ? `the library's alt text: “${alt}”` : "the library's alt text";
}

/**
 * The part of a dialog's image field that uploads or picks: scales a large photo down in the browser (see
 * scaleImageForUpload), refuses what is still too big, uploads the rest (the server adds it to the media library,
 * so the library's lists are refreshed), or takes an image chosen from the library; either way fills the form's URL
 * field, and keeps the message shown under the field. Spread `input` onto ImageUpload.
 */
export function useImageField(
  upload: UseMutationResult<string, Error, File>,
  { failure, onUploaded, maxBytes = IMAGE_MAX_BYTES, tooLarge = "File size should not exceed 5MB" }: ImageFieldOptions,
) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [picked, setPicked] = useState<MediaSummary | null>(null);
  const onSelect = async (chosen: File) => {
    setError(undefined);
    setPreparing(true);
    const file = await scaleImageForUpload(chosen, { maxBytes }).finally(() => setPreparing(false));
    if (file.size > maxBytes) {
      setError(tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: (url) => {
        setPicked(null);
        onUploaded(url);
        void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      },
      onError: (cause) => setError(`${failure}: ${errorMessage(cause) || failure}`),
    });
  };
  const onPick = (item: MediaSummary) => {
    setError(undefined);
    setPicked(item);
    onUploaded(item.url);
  };
  const uploading = preparing || upload.isPending;
  return {
    uploading,
    error,
    /** The props of ImageUpload this hook drives. */
    input: { uploading, error, onSelect, onPick },
    /**
     * What an empty alt text field stands for, said in its hint: the library's alt text while the field still shows
     * the image picked from the library, else `otherwise` ('the name').
     */
    altFallback: (currentUrl: string | null | undefined, otherwise: string) =>
      picked && currentUrl === picked.url ? libraryAltFallback(picked) : otherwise,
  };
}
