import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { serverFailure, successNotice } from "@/lib/toasts";
import { PAGE_CHANGE_KEYS } from "./get-pages";

export const deletePage = (id: number) => apiRequest("DELETE", `/api/pages/${id}`);

export const useDeletePage = () =>
  useChange(deletePage, {
    success: successNotice("Page deleted successfully"),
    failure: serverFailure("Failed to delete page"),
    invalidates: PAGE_CHANGE_KEYS,
  });
