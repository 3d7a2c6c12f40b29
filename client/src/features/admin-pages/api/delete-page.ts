import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { PAGE_CHANGE_KEYS, PAGE_WORDS } from "./get-pages";

export const deletePage = (id: number) => apiRequest("DELETE", `/api/pages/${id}`);

export const useDeletePage = () =>
  useChange(deletePage, {
    success: PAGE_WORDS.success.delete,
    failure: PAGE_WORDS.failure.delete,
    invalidates: PAGE_CHANGE_KEYS,
  });
