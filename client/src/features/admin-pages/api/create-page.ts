import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { InsertPage, Page } from "@shared/schema";
import { PAGE_CHANGE_KEYS, PAGE_WORDS } from "./get-pages";

export const createPage = (values: InsertPage) => apiJson<Page>("POST", "/api/pages", values);

export const useCreatePage = () =>
  useChange(createPage, {
    success: PAGE_WORDS.success.create,
    failure: PAGE_WORDS.failure.create,
    invalidates: PAGE_CHANGE_KEYS,
  });
