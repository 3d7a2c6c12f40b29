import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { serverFailure, successNotice } from "@/lib/toasts";
import type { Page } from "@shared/schema";
import { PAGE_CHANGE_KEYS } from "./get-pages";
import type { PageFormValues } from "./page-form-schema";

export const createPage = (values: PageFormValues) => apiJson<Page>("POST", "/api/pages", values);

export const useCreatePage = () =>
  useChange(createPage, {
    success: successNotice("Page created successfully"),
    failure: serverFailure("Failed to create page"),
    invalidates: PAGE_CHANGE_KEYS,
  });
