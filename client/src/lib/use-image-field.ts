import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/lib/api";
import { scaleImageForUpload } from "@/lib/scale-image";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";

interface ImageFieldOptions {
  /** Starts the inline message when the upload fails, e.g. 'Failed to upload logo'. */
  failure: string;
  /** Puts the stored file's address into the form's hidden URL field. */
  onUploaded: (url: string) => void;
  /** The server's limit (5 MB unless given): a file still bigger once scaled down is refused with `tooLarge`. */
  maxBytes?: number;
  tooLarge?: string;
}

/**
 * The part of a dialog's image picker that uploads: scales a large photo down in the browser (see
 * scaleImageForUpload), refuses what is still too big, uploads the rest, fills the form's URL field, and keeps the
 * message shown under the picker. Spread the result onto ImageUpload.
 */
export function useImageField(
  upload: UseMutationResult<string, Error, File>,
  { failure, onUploaded, maxBytes = IMAGE_MAX_BYTES, tooLarge = "File size should not exceed 5MB" }: ImageFieldOptions,
) {
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const onSelect = async (picked: File) => {
    setError(undefined);
    setPreparing(true);
    const file = await scaleImageForUpload(picked, { maxBytes }).finally(() => setPreparing(false));
    if (file.size > maxBytes) {
      setError(tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (cause) => setError(`${failure}: ${errorMessage(cause) || failure}`),
    });
  };
  return { uploading: preparing || upload.isPending, error, onSelect };
}
