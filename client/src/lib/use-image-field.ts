import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/lib/api";

interface ImageFieldOptions {
  /** Starts the inline message when the upload fails, e.g. 'Failed to upload logo'. */
  failure: string;
  /** Puts the stored file's address into the form's hidden URL field. */
  onUploaded: (url: string) => void;
  /** A bigger file is refused before any upload, with the `tooLarge` message. */
  maxBytes?: number;
  tooLarge?: string;
}

/**
 * The part of a dialog's image picker that uploads: refuses an oversized file, uploads the rest, fills the form's
 * URL field, and keeps the message shown under the picker. Spread the result onto ImageUpload.
 */
export function useImageField(
  upload: UseMutationResult<string, Error, File>,
  { failure, onUploaded, maxBytes, tooLarge }: ImageFieldOptions,
) {
  const [error, setError] = useState<string>();
  const onSelect = (file: File) => {
    setError(undefined);
    if (maxBytes !== undefined && file.size > maxBytes) {
      setError(tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (cause) => setError(`${failure}: ${errorMessage(cause) || failure}`),
    });
  };
  return { uploading: upload.isPending, error, onSelect };
}
