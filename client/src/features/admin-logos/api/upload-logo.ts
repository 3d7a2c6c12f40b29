import { useMutation } from "@tanstack/react-query";
import { failureToast } from "@/components/ui/use-toast";
import { uploadImage } from "@/lib/api";

export const uploadLogo = (file: File) => uploadImage<{ logoUrl: string }>("/api/logos/upload", file);

export function useUploadLogo() {
  return useMutation({
    mutationFn: uploadLogo,
    onError: (error) => failureToast("Failed to upload logo", error),
  });
}
