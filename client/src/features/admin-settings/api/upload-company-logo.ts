import { apiJson, uploadImage } from "@/lib/api";
import { MEDIA_KEY } from "@/lib/media-api";
import { settingsQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import { scaleImageForUpload } from "@/lib/scale-image";
import { fixedFailure } from "@/lib/toasts";
import type { SiteSetting } from "@shared/schema";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";

/**
 * The server stores the file and saves it as the companyLogo setting in one step. A large photo is scaled down in
 * the browser first; an SVG goes as it is.
 */
export const uploadCompanyLogo = async (file: File) =>
  uploadImage<{ logoUrl: string }>(
    "/api/settings/upload/logo",
    await scaleImageForUpload(file, { maxBytes: IMAGE_MAX_BYTES }),
  );

/** Saves an image already in the media library as the companyLogo setting, as an upload saves its new file. */
export const chooseCompanyLogo = (url: string) =>
  apiJson<SiteSetting>("POST", "/api/settings/companyLogo", { value: url });

/** Clears the companyLogo setting: the header and footer show the icon again, and the file is deleted. */
export const removeCompanyLogo = () => apiJson<SiteSetting>("POST", "/api/settings/companyLogo", { value: null });

export const useUploadCompanyLogo = () =>
  useChange(uploadCompanyLogo, {
    success: { title: "Logo uploaded", description: "Company logo has been uploaded successfully." },
    failure: fixedFailure("Upload failed", "There was a problem uploading the logo."),
    // The server adds every upload to the media library.
    invalidates: [settingsQuery.queryKey, MEDIA_KEY],
  });

export const useChooseCompanyLogo = () =>
  useChange(chooseCompanyLogo, {
    success: { title: "Logo changed", description: "The company logo is now the image chosen from the library." },
    failure: "Failed to change logo",
    // The library counts the company logo among an image's uses.
    invalidates: [settingsQuery.queryKey, MEDIA_KEY],
  });

export const useRemoveCompanyLogo = () =>
  useChange(removeCompanyLogo, {
    success: { title: "Logo removed", description: "The company logo has been removed." },
    failure: "Remove failed",
    invalidates: [settingsQuery.queryKey],
  });
