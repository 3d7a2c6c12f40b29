import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Navigation } from "@shared/navigation";
import type { Page } from "@shared/schema";
import { apiJson, getJson } from "@/lib/api";
import { navigationQuery } from "@/lib/queries";
import { failureToast, showNotice } from "@/lib/toasts";
import type { Draft } from "./navigation-draft";
import { toPayload } from "./navigation-draft";

/** The stored menus, links to unpublished pages included (the public answer leaves those out). */
export const navigationEditQuery = {
  queryKey: ["/api/navigation/edit"] as const,
  queryFn: () => getJson<Navigation>("/api/navigation/edit"),
};

export const useNavigationForEditing = () => useQuery(navigationEditQuery);

/** Every page, drafts included: the admin list's own query key, so both screens share one answer. */
export const usePages = () => useQuery({ queryKey: ["/api/pages"], queryFn: () => getJson<Page[]>("/api/pages") });

/** After a save or a restore: the editor shows what is stored, and the public menus are asked for again. */
function useStored(onStored: (nav: Navigation) => void) {
  const queryClient = useQueryClient();
  return (nav: Navigation) => {
    queryClient.setQueryData(navigationEditQuery.queryKey, nav);
    void queryClient.invalidateQueries({ queryKey: navigationQuery.queryKey });
    onStored(nav);
  };
}

export function useSaveNavigation(onStored: (nav: Navigation) => void) {
  const stored = useStored(onStored);
  return useMutation({
    mutationFn: (draft: Draft) => apiJson<Navigation>("PUT", "/api/navigation", toPayload(draft)),
    onSuccess: (nav) => {
      stored(nav);
      showNotice({ title: "Navigation saved", description: "The header and footer now show these menus." });
    },
    onError: (error) => failureToast("Failed to save navigation", error),
  });
}

export function useRestoreDefaultNavigation(onStored: (nav: Navigation) => void) {
  const stored = useStored(onStored);
  return useMutation({
    mutationFn: () => apiJson<Navigation>("DELETE", "/api/navigation"),
    onSuccess: (nav) => {
      stored(nav);
      showNotice({ title: "Default navigation restored" });
    },
    onError: (error) => failureToast("Failed to restore the default navigation", error),
  });
}
