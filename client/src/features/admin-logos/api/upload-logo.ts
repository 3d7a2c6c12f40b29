import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@/lib/api";
import { logoErrorToast } from "./logo-toasts";

export const uploadLogo = (file: File) => uploadImage<{ logoUrl: string }>("/api/logos/upload", file);

export function useUploadLogo() {
  return useMutation({
    mutationFn: uploadLogo,
    onError: (error) => logoErrorToast("Failed to upload logo", error),
  });
}
