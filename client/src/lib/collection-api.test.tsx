import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { getJson } from "@/lib/api";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/test-utils";
import { collectionWords, createCollectionApi } from "./collection-api";

afterEach(() => vi.unstubAllGlobals());

interface Thing {
  id: number;
  name: string;
  sortOrder: number;
}

const things = () =>
  createCollectionApi<Thing, { name: string }, { name: string; sortOrder: number }, "picture">({
    list: { queryKey: ["/api/things"], queryFn: () => getJson<Thing[]>("/api/things") },
    path: "/api/things",
    reorderField: "thingOrders",
    ...collectionWords("Thing"),
    createBody: (input) => input,
    updateBody: (values) => ({ ...values, extra: 1 }),
    uploads: { picture: { path: "/api/things/upload", field: "pictureUrl", failure: "Picture upload failed" } },
  });

function setup() {
  const client = createQueryClient();
  client.setQueryData(["/api/things"], [{ id: 1, name: "A", sortOrder: 1 }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return { client, wrapper };
}

describe("createCollectionApi", () => {
  it("creates at the collection's address, says so in the collection's words and marks the list out of date", async () => {
    const calls = mockFetch(() => ({ status: 201, body: { id: 2, name: "B", sortOrder: 2 } }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => things().useCreate(), { wrapper });
    await act(() => result.current.mutateAsync({ name: "B", sortOrder: 2 }));
    expect(calls[0]).toEqual({ url: "/api/things", method: "POST", body: { name: "B", sortOrder: 2 } });
    expect(await screen.findByText("Thing added successfully")).toBeVisible();
    expect(client.getQueryState(["/api/things"])?.isInvalidated).toBe(true);
  });

  it("updates with the body it builds plus the updatedAt the dialog loaded, and titles a 409 by what failed", async () => {
    const calls = mockFetch(() => ({ status: 409, body: { message: "Someone saved first" } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => things().useUpdate(), { wrapper });
    act(() => result.current.mutate({ id: 1, values: { name: "A2" }, updatedAt: "2025-05-01T10:20:30.456Z" }));
    expect(await screen.findByText("Failed to update thing")).toBeVisible();
    expect(screen.getByText("Someone saved first")).toBeVisible();
    expect(calls[0]).toEqual({
      url: "/api/things/1",
      method: "PUT",
      body: { name: "A2", extra: 1, updatedAt: "2025-05-01T10:20:30.456Z" },
    });
  });

  it("deletes by id, and reorders with the collection's body field", async () => {
    const calls = mockFetch(({ method }) => (method === "DELETE" ? { status: 204 } : { body: [] }));
    const { wrapper } = setup();
    const api = things();
    const { result } = renderHook(() => ({ remove: api.useDelete(), reorder: api.useReorder() }), { wrapper });
    await act(() => result.current.remove.mutateAsync(1));
    expect(await screen.findByText("Thing deleted successfully")).toBeVisible();
    await act(() => result.current.reorder.mutateAsync([{ id: 1, name: "A", sortOrder: 1 }]));
    expect(await screen.findByText("Thing order updated successfully")).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["DELETE /api/things/1", "POST /api/things/reorder"]);
    expect(calls[1].body).toEqual({ thingOrders: [{ id: 1, sortOrder: 1 }] });
  });

  it("uploads an image to its address and gives back the stored address; a failure shows the upload's toast", async () => {
    mockFetch(() => ({ status: 201, body: { pictureUrl: "/uploads/p.png" } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => things().useUpload("picture"), { wrapper });
    const file = new File(["png"], "p.png", { type: "image/png" });
    await expect(act(() => result.current.mutateAsync(file))).resolves.toBe("/uploads/p.png");

    mockFetch(() => ({ status: 400, body: { message: "Only images are allowed" } }));
    act(() => result.current.mutate(file));
    expect(await screen.findByText("Picture upload failed")).toBeVisible();
    await waitFor(() => expect(screen.getByText("Only images are allowed")).toBeVisible());
  });
});

describe("collectionWords", () => {
  it("words each toast from what one item is called, and tells a custom notice what was done", () => {
    expect(collectionWords("Question")).toEqual({
      success: {
        create: { title: "Question added successfully" },
        update: { title: "Question updated successfully" },
        delete: { title: "Question deleted successfully" },
        reorder: { title: "Question order updated successfully" },
      },
      failure: {
        create: "Failed to add question",
        update: "Failed to update question",
        delete: "Failed to delete question",
        reorder: "Failed to reorder questions",
      },
    });
    const described = collectionWords("Logo", {
      created: true,
      notice: (_sentence, done) => ({ title: `Logo ${done}`, description: `It has been ${done}.` }),
    });
    expect(described.success.create).toEqual({ title: "Logo created", description: "It has been created." });
    expect(described.failure.create).toBe("Failed to create logo");
  });
});
