import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";

export const deleteLogo = (id: number) => apiRequest("DELETE", `/api/logos/${id}`);

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => toast({ title: "Logo deleted", description: "The client logo has been deleted successfully." }),
    onError: (error) => failureToast("Failed to delete logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
