import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { successNotice } from "@/lib/toasts";
import type { PageWithLinks } from "@shared/page-links";
import type { PageRevision, PageRevisionSummary } from "@shared/schema";
import { PAGE_CHANGE_KEYS } from "./get-pages";

/** A page's saved revisions, newest first (without their content). */
export const pageRevisionsQuery = (pageId: number) =>
  queryOptions({
    queryKey: ["/api/pages", pageId, "revisions"],
    queryFn: () => getJson<PageRevisionSummary[]>(`/api/pages/${pageId}/revisions`),
  });

/** One revision with its content. Revisions never change, so it is fetched once. */
export const pageRevisionQuery = (pageId: number, revisionId: number) =>
  queryOptions({
    queryKey: ["/api/pages", pageId, "revisions", revisionId],
    queryFn: () => getJson<PageRevision>(`/api/pages/${pageId}/revisions/${revisionId}`),
  });

export const usePageRevisions = (pageId: number) => useQuery(pageRevisionsQuery(pageId));
export const usePageRevision = (pageId: number, revisionId: number) => useQuery(pageRevisionQuery(pageId, revisionId));

/** `updatedAt`: the page's as the dialog knows it; the server refuses the restore (409) when someone saved since. */
export const restorePageRevision = ({
  pageId,
  revisionId,
  updatedAt,
}: {
  pageId: number;
  revisionId: number;
  updatedAt: Date | string;
}) => apiJson<PageWithLinks>("POST", `/api/pages/${pageId}/revisions/${revisionId}/restore`, { updatedAt });

export const useRestorePageRevision = () =>
  useChange(restorePageRevision, {
    success: successNotice("Revision restored: the page now shows that version"),
    failure: "Failed to restore revision",
    // The page's revisions are among the page queries these mark out of date.
    invalidates: PAGE_CHANGE_KEYS,
  });
