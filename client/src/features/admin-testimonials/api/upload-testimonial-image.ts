import { useMutation } from "@tanstack/react-query";
import { failureToast } from "@/components/ui/use-toast";
import { uploadImage } from "@/lib/api";

export const uploadAvatar = async (file: File) =>
  (await uploadImage<{ avatarUrl: string }>("/api/testimonials/upload/avatar", file)).avatarUrl;

export const uploadCompanyLogo = async (file: File) =>
  (await uploadImage<{ companyLogoUrl: string }>("/api/testimonials/upload/logo", file)).companyLogoUrl;

export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onError: (error) => failureToast("Avatar upload failed", error),
  });
}

export function useUploadCompanyLogo() {
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onError: (error) => failureToast("Company logo upload failed", error),
  });
}
