import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@/lib/api";
import { testimonialErrorToast } from "./testimonial-toasts";

export const uploadAvatar = async (file: File) =>
  (await uploadImage<{ avatarUrl: string }>("/api/testimonials/upload/avatar", file)).avatarUrl;

export const uploadCompanyLogo = async (file: File) =>
  (await uploadImage<{ companyLogoUrl: string }>("/api/testimonials/upload/logo", file)).companyLogoUrl;

export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onError: (error) => testimonialErrorToast("Avatar upload failed", error),
  });
}

export function useUploadCompanyLogo() {
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onError: (error) => testimonialErrorToast("Company logo upload failed", error),
  });
}
