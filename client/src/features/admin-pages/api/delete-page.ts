import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { DeletePageInput } from "@shared/schema";
import { PAGE_CHANGE_KEYS, PAGE_WORDS } from "./get-pages";

/** `redirectTo`: where a published page's addresses lead once it is gone (none: they answer "not found"). */
export const deletePage = ({ id, redirectTo }: { id: number } & DeletePageInput) =>
  apiRequest("DELETE", `/api/pages/${id}`, redirectTo ? { redirectTo } : undefined);

export const useDeletePage = () =>
  useChange(deletePage, {
    success: PAGE_WORDS.success.delete,
    failure: PAGE_WORDS.failure.delete,
    invalidates: [...PAGE_CHANGE_KEYS, ["/api/redirects"]],
  });
