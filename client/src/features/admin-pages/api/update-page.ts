import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { refreshPages } from "./get-pages";
import type { PageFormValues } from "./page-form-schema";
import { pageErrorToast, pageSuccessToast } from "./page-toasts";

export const updatePage = ({ id, values }: { id: number; values: PageFormValues }) =>
  apiJson<Page>("PUT", `/api/pages/${id}`, values);

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: () => pageSuccessToast("Page updated successfully"),
    onError: (error) => pageErrorToast("Failed to update page", error),
    onSettled: () => refreshPages(queryClient),
  });
}
