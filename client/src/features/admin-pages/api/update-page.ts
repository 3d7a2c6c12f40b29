import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { refreshPages } from "./get-pages";
import type { PageFormValues } from "./page-form-schema";
import { serverErrorToast, showNotice, successNotice } from "@/lib/toasts";

/** `updatedAt`: the page's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updatePage = ({
  id,
  values,
  updatedAt,
}: {
  id: number;
  values: PageFormValues;
  updatedAt?: Date | string;
}) => apiJson<Page>("PUT", `/api/pages/${id}`, { ...values, updatedAt });

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: () => showNotice(successNotice("Page updated successfully")),
    onError: (error) => serverErrorToast("Failed to update page", error),
    onSettled: () => refreshPages(queryClient),
  });
}
