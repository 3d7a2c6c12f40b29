import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { pageBySlugQuery, teamQuery } from "@/lib/queries";
import { pagesQuery, refreshPages } from "./get-pages";

describe("refreshPages", () => {
  it("marks the admin list and every public page cached by slug as out of date", async () => {
    const client = createQueryClient();
    client.setQueryData(pagesQuery.queryKey, []);
    client.setQueryData(pageBySlugQuery("old-slug").queryKey, null);
    client.setQueryData(teamQuery.queryKey, []);
    await refreshPages(client);
    expect(client.getQueryState(pagesQuery.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pageBySlugQuery("old-slug").queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(teamQuery.queryKey)?.isInvalidated).toBe(false);
  });
});
