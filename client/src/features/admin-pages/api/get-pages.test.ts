import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { pageBySlugKey } from "@/lib/page-keys";
import { PAGES_KEY, refreshPages } from "./get-pages";

describe("refreshPages", () => {
  it("marks the admin list and every public page cached by slug as out of date", async () => {
    const client = createQueryClient();
    client.setQueryData(PAGES_KEY, []);
    client.setQueryData(pageBySlugKey("old-slug"), { title: "Old" });
    client.setQueryData(["/api/team"], []);
    await refreshPages(client);
    expect(client.getQueryState(PAGES_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pageBySlugKey("old-slug"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/team"])?.isInvalidated).toBe(false);
  });
});
