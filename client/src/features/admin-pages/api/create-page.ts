import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { refreshPages } from "./get-pages";
import type { PageFormValues } from "./page-form-schema";
import { serverErrorToast, showNotice, successNotice } from "@/lib/toasts";

export const createPage = (values: PageFormValues) => apiJson<Page>("POST", "/api/pages", values);

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: () => showNotice(successNotice("Page created successfully")),
    onError: (error) => serverErrorToast("Failed to create page", error),
    onSettled: () => refreshPages(queryClient),
  });
}
