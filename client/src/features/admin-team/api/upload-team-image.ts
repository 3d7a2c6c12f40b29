import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@/lib/api";

export const MAX_TEAM_IMAGE_BYTES = 1_048_576;

export const uploadTeamImage = (file: File) => uploadImage<{ imageUrl: string }>("/api/team/upload", file);

export function useUploadTeamImage() {
  return useMutation({ mutationFn: uploadTeamImage });
}
