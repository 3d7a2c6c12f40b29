import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";
import { logoErrorToast, logoSuccessToast } from "./logo-toasts";

export const deleteLogo = (id: number) => apiRequest("DELETE", `/api/logos/${id}`);

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => logoSuccessToast("Logo deleted", "The client logo has been deleted successfully."),
    onError: (error) => logoErrorToast("Failed to delete logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
