import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { NotFoundList, Redirect, RedirectImportInput, RedirectImportResult, RedirectInput } from "@shared/schema";

/** Every query of the Redirects screen starts with this key, so one invalidation after a change refreshes both lists. */
export const REDIRECTS_KEY = ["/api/redirects"] as const;

/** The rules, sorted by old address as the server lists them. */
export const redirectsQuery = queryOptions({
  queryKey: REDIRECTS_KEY,
  queryFn: () => getJson<Redirect[]>("/api/redirects"),
});

/** The addresses visitors asked for most that do not exist and have no rule yet. */
export const notFoundQuery = queryOptions({
  queryKey: [...REDIRECTS_KEY, "not-found"],
  queryFn: () => getJson<NotFoundList>("/api/redirects/not-found"),
});

export const useRedirects = () => useQuery(redirectsQuery);
export const useNotFoundPaths = () => useQuery(notFoundQuery);

export const createRedirect = (values: RedirectInput) => apiJson<Redirect>("POST", "/api/redirects", values);

export const updateRedirect = ({ id, values }: { id: number; values: RedirectInput }) =>
  apiJson<Redirect>("PUT", `/api/redirects/${id}`, values);

export const deleteRedirect = (id: number) => apiRequest("DELETE", `/api/redirects/${id}`);

export const useCreateRedirect = () =>
  useChange(createRedirect, {
    success: { title: "Redirect added" },
    failure: "Failed to add redirect",
    invalidates: [REDIRECTS_KEY],
  });

export const useUpdateRedirect = () =>
  useChange(updateRedirect, {
    success: { title: "Redirect saved" },
    failure: "Failed to save redirect",
    invalidates: [REDIRECTS_KEY],
  });

export const useDeleteRedirect = () =>
  useChange(deleteRedirect, {
    success: { title: "Redirect deleted" },
    failure: "Failed to delete redirect",
    invalidates: [REDIRECTS_KEY],
  });

/** Where the rules download as a CSV file. */
export const REDIRECTS_EXPORT_URL = "/api/redirects/export.csv";

export const importRedirects = (csv: string) =>
  apiJson<RedirectImportResult>("POST", "/api/redirects/import", { csv } satisfies RedirectImportInput);

const plural = (count: number) => (count === 1 ? "1 redirect" : `${count} redirects`);

export const useImportRedirects = () =>
  useChange(importRedirects, {
    success: ({ added, replaced }) => ({
      title: "Redirects imported",
      description: `${plural(added)} added, ${plural(replaced)} replaced.`,
    }),
    failure: "Failed to import redirects",
    invalidates: [REDIRECTS_KEY],
  });
