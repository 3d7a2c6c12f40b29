import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { refreshPages } from "./get-pages";
import { serverErrorToast, showNotice, successNotice } from "@/lib/toasts";

export const deletePage = (id: number) => apiRequest("DELETE", `/api/pages/${id}`);

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: () => showNotice(successNotice("Page deleted successfully")),
    onError: (error) => serverErrorToast("Failed to delete page", error),
    onSettled: () => refreshPages(queryClient),
  });
}
