import { useState } from "react";
import { errorMessage } from "@/lib/api";
import { scaleImageForUpload } from "@/lib/scale-image";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";

/** What the library's file inputs need of an upload mutation (a new image, or a new file behind one). */
interface FileMutation<Input, Result> {
  isPending: boolean;
  mutate: (input: Input, callbacks: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
}

const TOO_LARGE = "The file is larger than 5 MB, even scaled down. Choose a smaller image.";

/**
 * The file inputs of the library (Upload image, Replace file): a large photo is scaled down in the browser first,
 * like every other image picker; a file still too big is refused here, anything else the server judges. A refused
 * file leaves its message (the server's words) to show beside the input, and nothing is added or changed.
 */
export function useMediaFile<Input, Result>(
  mutation: FileMutation<Input, Result>,
  { toInput, onDone }: { toInput: (file: File) => Input; onDone: (result: Result) => void },
) {
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const onSelect = async (picked: File) => {
    setError(undefined);
    setPreparing(true);
    const file = await scaleImageForUpload(picked, { maxBytes: IMAGE_MAX_BYTES }).finally(() => setPreparing(false));
    if (file.size > IMAGE_MAX_BYTES) {
      setError(TOO_LARGE);
      return;
    }
    mutation.mutate(toInput(file), { onSuccess: onDone, onError: (cause) => setError(errorMessage(cause)) });
  };
  return { busy: preparing || mutation.isPending, error, onSelect };
}
