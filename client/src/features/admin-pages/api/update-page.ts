import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { PAGES_KEY } from "./get-pages";
import type { PageFormValues } from "./page-form-schema";
import { pageErrorToast, pageSuccessToast } from "./page-toasts";

export const updatePage = ({ id, values }: { id: number; values: PageFormValues }) =>
  apiJson<Page>("PUT", `/api/pages/${id}`, values);

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (page) => {
      pageSuccessToast("Page updated successfully");
      // The public page may be cached under its slug.
      queryClient.invalidateQueries({ queryKey: [`/api/pages/slug/${page.slug}`] });
    },
    onError: (error) => pageErrorToast("Failed to update page", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
