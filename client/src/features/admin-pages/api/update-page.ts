import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { InsertPage, Page } from "@shared/schema";
import { PAGE_CHANGE_KEYS, PAGE_WORDS } from "./get-pages";

/** `updatedAt`: the page's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updatePage = ({ id, values, updatedAt }: { id: number; values: InsertPage; updatedAt?: Date | string }) =>
  apiJson<Page>("PUT", `/api/pages/${id}`, { ...values, updatedAt });

export const useUpdatePage = () =>
  useChange(updatePage, {
    success: PAGE_WORDS.success.update,
    failure: PAGE_WORDS.failure.update,
    invalidates: PAGE_CHANGE_KEYS,
  });
