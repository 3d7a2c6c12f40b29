import { apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { SavedPageAnswer } from "@shared/page-links";
import type { InsertPage } from "@shared/schema";
import { PAGE_CHANGE_KEYS, PAGE_WORDS } from "./get-pages";
import { useMovedPageNotice } from "./moved-page-notice";

/** `updatedAt`: the page's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updatePage = ({ id, values, updatedAt }: { id: number; values: InsertPage; updatedAt?: Date | string }) =>
  apiJson<SavedPageAnswer>("PUT", `/api/pages/${id}`, { ...values, updatedAt });

/** A save that moved a published page says where its old address leads now, and offers to undo that. */
export const useUpdatePage = () => {
  const movedNotice = useMovedPageNotice();
  return useChange(updatePage, {
    success: (answer) => (answer.redirects?.length ? movedNotice(answer.redirects) : PAGE_WORDS.success.update),
    failure: PAGE_WORDS.failure.update,
    invalidates: PAGE_CHANGE_KEYS,
  });
};
