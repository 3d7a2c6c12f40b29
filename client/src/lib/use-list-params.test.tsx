import { act, renderHook } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { useListParams, usePageCount } from "./use-list-params";

beforeEach(() => window.history.replaceState(null, "", "/admin/inquiries"));

describe("useListParams", () => {
  it("reads the page and search from the address, and takes anything else for page 1 and no search", () => {
    window.history.replaceState(null, "", "/admin/inquiries?page=3&search=%20acme%20&status=new");
    const { result } = renderHook(() => useListParams());
    expect(result.current).toMatchObject({ page: 3, search: "acme" });
    expect(result.current.get("status")).toBe("new");
    for (const page of ["0", "-2", "abc", "1.5", "99999999"]) {
      window.history.replaceState(null, "", `/admin/inquiries?page=${page}`);
      expect(renderHook(() => useListParams()).result.current.page).toBe(1);
    }
  });

  it("adds a history entry for a new page but not for each search typed, and leaves page 1 and blanks out", () => {
    const { result } = renderHook(() => useListParams());
    const entries = window.history.length;
    act(() => result.current.setPage(2));
    expect(window.location.search).toBe("?page=2");
    expect(window.history.length).toBe(entries + 1);
    act(() => result.current.update({ status: "responded" }));
    expect(window.location.search).toBe("?page=2&status=responded");

    // A search starts again at page 1, in place of the current entry.
    act(() => result.current.setSearch("acme"));
    expect(window.location.search).toBe("?status=responded&search=acme");
    expect(window.history.length).toBe(entries + 2);
    expect(result.current).toMatchObject({ page: 1, search: "acme" });
    act(() => result.current.update({ status: null, search: "", page: 1 }));
    expect(window.location.search).toBe("");
  });
});

describe("usePageCount", () => {
  it("counts the pages, and moves to the last one when the page asked for lies beyond it", () => {
    window.history.replaceState(null, "", "/admin/pages?page=5");
    const { result, rerender } = renderHook(
      ({ total }) => {
        const list = useListParams();
        return { pageCount: usePageCount({ total, pageSize: 50 }, list), page: list.page };
      },
      { initialProps: { total: 101 } },
    );
    expect(result.current).toEqual({ pageCount: 3, page: 3 });
    expect(window.location.search).toBe("?page=3");
    rerender({ total: 0 });
    expect(result.current).toEqual({ pageCount: 1, page: 1 });
    expect(window.location.search).toBe("");
  });

  it("leaves the page alone while nothing has loaded", () => {
    window.history.replaceState(null, "", "/admin/pages?page=5");
    const { result } = renderHook(() => {
      const [data] = useState<{ total: number; pageSize: number } | undefined>(undefined);
      return usePageCount(data, useListParams());
    });
    expect(result.current).toBe(1);
    expect(window.location.search).toBe("?page=5");
  });
});
