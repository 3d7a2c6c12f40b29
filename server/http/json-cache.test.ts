import { describe, expect, it, vi } from "vitest";
import { JsonCache, type Rendered } from "./json-cache";

const page =
  (body: string, more: Partial<Rendered> = {}) =>
  async (): Promise<Rendered> => ({
    body,
    status: 200,
    type: "text/html; charset=utf-8",
    keep: true,
    ...more,
  });

describe("the read cache's pages", () => {
  it("keeps answers saying 'not found' apart, so that many of them push out only each other", async () => {
    const cache = new JsonCache(3, undefined, 2);
    await cache.get("team", async () => []);
    await cache.getRendered("html:/", page("home"));
    for (let i = 0; i < 50; i++) await cache.getRendered(`html:/missing-${i}`, page("not found", { status: 404 }));
    await cache.get("page:gone", async () => null);
    expect(cache.size).toBe(4);
    expect(cache.peek("team")?.data).toEqual([]);
    expect(cache.peek("html:/")?.body.toString()).toBe("home");
    expect(cache.peek("page:gone")?.data).toBeNull();
    expect(cache.peek("html:/missing-49")?.status).toBe(404);
    expect(cache.peek("html:/missing-48")).toBeUndefined();
  });

  it("answers the requests waiting for a page it may not keep, and renders it again for the next", async () => {
    const cache = new JsonCache();
    const render = vi.fn(page("made from stale copies", { keep: false }));
    const [first, second] = await Promise.all([
      cache.getRendered("html:/", render),
      cache.getRendered("html:/", render),
    ]);
    expect(first.body.toString()).toBe("made from stale copies");
    expect(second).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.peek("html:/")).toBeUndefined();
    await cache.getRendered("html:/", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("forgets its pages on demand and keeps the data they were made from", async () => {
    const cache = new JsonCache();
    await cache.get("team", async () => ["Ada"]);
    await cache.getRendered("html:/", page("home"));
    await cache.getRendered("html:/gone", page("not found", { status: 404 }));
    cache.dropRendered();
    expect(cache.size).toBe(1);
    expect(cache.peek("team")?.data).toEqual(["Ada"]);
  });

  it("keeps no last good copy of a page: in an outage pages are made again from the data's own copies", async () => {
    const cache = new JsonCache(10, { onError: () => true, sourceDown: () => false });
    await cache.get("settings", async () => ["old"]);
    await cache.getRendered("html:/", page("old page"));
    cache.invalidate();
    const unreachable = () => Promise.reject(new Error("unreachable"));
    expect((await cache.get("settings", unreachable)).data).toEqual(["old"]);
    expect(cache.staleServed).toBe(1);
    await expect(cache.getRendered("html:/", unreachable)).rejects.toThrow("unreachable");
  });
});
