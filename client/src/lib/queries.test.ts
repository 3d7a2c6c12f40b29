import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/test-utils";
import {
  faqQueryKey,
  homeCardsQueryKey,
  publicQueryKeys,
  servicesQueryKey,
  standardsQueryKey,
} from "@shared/bootstrap";
import { seedQueries } from "./bootstrap";
import { faqQuery } from "./faq-query";
import { currentUserQuery, logosQuery, pageBySlugQuery, settingsQuery, teamQuery, testimonialsQuery } from "./queries";
import { createQueryClient } from "./query-client";
import { homeCardsQuery, servicesQuery } from "./services-query";
import { standardsQuery } from "./standards-query";

afterEach(() => vi.unstubAllGlobals());

describe("public query definitions", () => {
  it("use the keys the server seeds on first load, so seeded answers are not asked for again", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    const client = createQueryClient();
    seedQueries(client, {
      siteUrl: "https://x.example",
      queries: [
        [publicQueryKeys.currentUser, null],
        [publicQueryKeys.settings, [{ id: 1 }]],
        [publicQueryKeys.team, [{ id: 2 }]],
        [publicQueryKeys.logos, [{ id: 3 }]],
        [publicQueryKeys.testimonials, [{ id: 4 }]],
        [publicQueryKeys.pageBySlug("about-us"), { id: 5 }],
        [faqQueryKey, [{ id: 6 }]],
        [servicesQueryKey, [{ id: "pdf" }]],
        [homeCardsQueryKey, [{ id: 7 }]],
        [standardsQueryKey, [{ id: 8 }]],
      ],
    });
    expect(await client.fetchQuery(currentUserQuery)).toBeNull();
    expect(await client.fetchQuery(settingsQuery)).toEqual([{ id: 1 }]);
    expect(await client.fetchQuery(teamQuery)).toEqual([{ id: 2 }]);
    expect(await client.fetchQuery(logosQuery)).toEqual([{ id: 3 }]);
    expect(await client.fetchQuery(testimonialsQuery)).toEqual([{ id: 4 }]);
    expect(await client.fetchQuery(pageBySlugQuery("about-us"))).toEqual({ id: 5 });
    expect(await client.fetchQuery(faqQuery)).toEqual([{ id: 6 }]);
    expect(await client.fetchQuery(servicesQuery)).toEqual([{ id: "pdf" }]);
    expect(await client.fetchQuery(homeCardsQuery)).toEqual([{ id: 7 }]);
    expect(await client.fetchQuery(standardsQuery)).toEqual([{ id: 8 }]);
    expect(calls).toHaveLength(0);
  });

  it("fetch what was not seeded from the resource's own address", async () => {
    const calls = mockFetch(({ url }) =>
      url === "/api/auth/me" ? { status: 401 } : url.startsWith("/api/pages/") ? { status: 404 } : { body: [] },
    );
    const client = createQueryClient();
    expect(await client.fetchQuery(currentUserQuery)).toBeNull();
    await client.fetchQuery(teamQuery);
    await client.fetchQuery(logosQuery);
    await client.fetchQuery(testimonialsQuery);
    await client.fetchQuery(settingsQuery);
    expect(await client.fetchQuery(pageBySlugQuery("a b"))).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      "/api/auth/me",
      "/api/team",
      "/api/logos",
      "/api/testimonials",
      "/api/settings",
      "/api/pages/slug/a%20b",
    ]);
  });
});
