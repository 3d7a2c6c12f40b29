import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { uploadImage } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";

/** The server stores the file and saves it as the companyLogo setting in one step. */
export const uploadCompanyLogo = (file: File) => uploadImage<{ logoUrl: string }>("/api/settings/upload/logo", file);

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: () => toast({ title: "Logo uploaded", description: "Company logo has been uploaded successfully." }),
    onError: () =>
      toast({ title: "Upload failed", description: "There was a problem uploading the logo.", variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
}
