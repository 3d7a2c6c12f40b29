import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { refreshPages } from "./get-pages";
import { pageErrorToast, pageSuccessToast } from "./page-toasts";

export const deletePage = (id: number) => apiRequest("DELETE", `/api/pages/${id}`);

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: () => pageSuccessToast("Page deleted successfully"),
    onError: (error) => pageErrorToast("Failed to delete page", error),
    onSettled: () => refreshPages(queryClient),
  });
}
