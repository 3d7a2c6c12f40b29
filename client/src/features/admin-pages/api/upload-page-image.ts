import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@/lib/api";
import { failureToast } from "@/lib/toasts";

/** Stores an image for page content; answers its address. The page mentions it once saved with it. */
export const uploadPageImage = async (file: File) =>
  (await uploadImage<{ imageUrl: string }>("/api/pages/upload", file)).imageUrl;

export function useUploadPageImage() {
  return useMutation({
    mutationFn: uploadPageImage,
    onError: (error) => failureToast("Image upload failed", error),
  });
}
