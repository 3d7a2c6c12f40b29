import { useEffect, useEffectEvent } from "react";
// Not wouter's useSearchParams: the router's code is part of every public page's first download, and that hook
// would grow it for the admin lists' sake.
import { useLocation, useSearch } from "wouter";
import { LIST_SEARCH_MAX_LENGTH } from "@shared/admin-lists";

type Changes = Record<string, string | number | null>;

/** A whole number of at least 1 from the address, else null (a hand-edited ?page=abc is page 1). */
const pageFrom = (text: string | null) => (text && /^[1-9]\d{0,6}$/.test(text) ? Number(text) : null);

/**
 * The page, search and filters of an admin list, kept in the address (`?page=3&search=acme&status=new`), so the
 * browser's Back and Forward buttons, a reload and a shared link all bring back the same list. Page 1 and empty
 * values are left out of the address.
 */
export function useListParams() {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const page = pageFrom(params.get("page")) ?? 1;
  const search = (params.get("search") ?? "").trim().slice(0, LIST_SEARCH_MAX_LENGTH);

  /** Changes some parameters; the others stay. `replace` changes the current history entry instead of adding one. */
  const update = (changes: Changes, { replace = false } = {}) => {
    // From the address as it is now, so two changes in one event both apply.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    navigate(`${path}${search ? `?${search}` : ""}`, { replace });
  };

  return {
    page,
    search,
    get: (key: string) => params.get(key),
    update,
    setPage: (next: number) => update({ page: next }),
    /** A new search starts again at page 1; typing changes the current history entry rather than adding one each. */
    setSearch: (next: string) => update({ search: next, page: null }, { replace: true }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/**
 * The number of pages of an answer, and a move back to its last page when the one asked for lies beyond it: the
 * last item of the last page was deleted, or an address named a page that no longer exists.
 */
export function usePageCount(data: { total: number; pageSize: number } | undefined, list: ListParams): number {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const beyond = data !== undefined && list.page > pageCount;
  const moveTo = useEffectEvent((page: number) => list.update({ page }, { replace: true }));
  useEffect(() => {
    if (beyond) moveTo(pageCount);
  }, [beyond, pageCount]);
  return pageCount;
}
