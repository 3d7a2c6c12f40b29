import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { navigationQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import type { Navigation } from "@shared/navigation";
import type { Page } from "@shared/schema";
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

export const saveNavigation = (draft: Draft) => apiJson<Navigation>("PUT", "/api/navigation", toPayload(draft));
export const restoreDefaultNavigation = () => apiJson<Navigation>("DELETE", "/api/navigation");

/** After a save or a restore: the editor shows what is stored, and the public menus are asked for again. */
const stored =
  (onStored: (nav: Navigation) => void) =>
  (nav: Navigation, _input: unknown, _context: unknown, { client }: { client: QueryClient }) => {
    client.setQueryData(navigationEditQuery.queryKey, nav);
    void client.invalidateQueries({ queryKey: navigationQuery.queryKey });
    onStored(nav);
  };

export const useSaveNavigation = (onStored: (nav: Navigation) => void) =>
  useChange(saveNavigation, {
    success: { title: "Navigation saved", description: "The header and footer now show these menus." },
    failure: "Failed to save navigation",
    onSuccess: stored(onStored),
  });

export const useRestoreDefaultNavigation = (onStored: (nav: Navigation) => void) =>
  useChange(restoreDefaultNavigation, {
    success: { title: "Default navigation restored" },
    failure: "Failed to restore the default navigation",
    onSuccess: stored(onStored),
  });
