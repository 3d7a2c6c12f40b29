import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageBySlugQuery, teamQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/test-utils";
import { useDeletePage } from "./delete-page";
import { pageListQuery } from "./get-pages";
import { pageRevisionsQuery } from "./page-revisions";

afterEach(() => vi.unstubAllGlobals());

describe("a page change", () => {
  it("marks every admin query of pages and every public page cached by slug as out of date, and nothing else", async () => {
    const client = createQueryClient();
    const list = pageListQuery({ page: 2, search: "policy" }).queryKey;
    client.setQueryData(list, { items: [], total: 0, page: 2, pageSize: 50 });
    client.setQueryData(pageRevisionsQuery(4).queryKey, []);
    client.setQueryData(pageBySlugQuery("old-slug").queryKey, null);
    client.setQueryData(teamQuery.queryKey, []);
    mockFetch(() => ({ status: 204 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeletePage(), { wrapper });
    act(() => result.current.mutate({ id: 4 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pageRevisionsQuery(4).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pageBySlugQuery("old-slug").queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(teamQuery.queryKey)?.isInvalidated).toBe(false);
  });
});
