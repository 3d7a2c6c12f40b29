import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/test-utils";
import { renumber, useReorder } from "./use-reorder";

const KEY = ["/api/things"] as const;
const server = [
  { id: 10, name: "A", sortOrder: 5 },
  { id: 11, name: "B", sortOrder: 7 },
  { id: 12, name: "C", sortOrder: 9 },
];

function setup(status: number) {
  const client = createQueryClient();
  client.setQueryData(KEY, server);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = mockFetch(({ url }) =>
    url === "/api/things" ? { body: server } : { status, body: status === 200 ? [] : { message: "Database is down" } },
  );
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
    if (String(args[0]).endsWith("/reorder")) await gate;
    return original(...args);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useReorder<(typeof server)[number]>({
        queryKey: KEY,
        url: "/api/things/reorder",
        bodyKey: "thingOrders",
      }),
    { wrapper },
  );
  return { client, calls, release, hook };
}

afterEach(() => vi.unstubAllGlobals());

describe("renumber", () => {
  it("numbers the items 1..n in their new order", () => {
    expect(renumber([server[2]!, server[0]!, server[1]!]).map((i) => [i.id, i.sortOrder])).toEqual([
      [12, 1],
      [10, 2],
      [11, 3],
    ]);
  });
});

describe("useReorder", () => {
  it("shows the new order at once and sends {id, sortOrder} under the list's key", async () => {
    const { client, calls, release, hook } = setup(200);
    act(() => hook.result.current.mutate(renumber([server[2]!, server[0]!, server[1]!])));
    await waitFor(() => expect(client.getQueryData<typeof server>(KEY)?.map((i) => i.name)).toEqual(["C", "A", "B"]));
    expect(client.getQueryData<typeof server>(KEY)?.map((i) => i.sortOrder)).toEqual([1, 2, 3]);
    release();
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/reorder"))?.body).toEqual({
      thingOrders: [
        { id: 12, sortOrder: 1 },
        { id: 10, sortOrder: 2 },
        { id: 11, sortOrder: 3 },
      ],
    });
    // The list is marked for refetching afterwards (a mounted screen refetches it at once).
    await waitFor(() => expect(client.getQueryState(KEY)?.isInvalidated).toBe(true));
  });

  it("rolls back to the server's order and reports the failure", async () => {
    const { client, release, hook } = setup(500);
    act(() => hook.result.current.mutate(renumber([server[1]!, server[0]!, server[2]!])));
    await waitFor(() => expect(client.getQueryData<typeof server>(KEY)?.[0]?.name).toBe("B"));
    release();
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(String(hook.result.current.error)).toContain("500: ");
    expect(client.getQueryData<typeof server>(KEY)?.map((i) => i.name)).toEqual(["A", "B", "C"]);
  });
});
