import request from "supertest";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import { useTestApp } from "../test/harness";

const ctx = useTestApp();

// Another app on the same database with other settings (the public address, the proxy setting).
const appWith = (settings: Partial<Env>) => ctx.restart({ env: { ...ctx.env, ...settings } });

// Answered by Express, from the read cache before Express, and by the health check's own fast path.
const paths = ["/api/auth/me", "/api/settings", "/api/health", "/robots.txt"];

describe("Strict-Transport-Security", () => {
  it("covers this host only by default, on every kind of answer", async () => {
    await ctx.anonymous().get("/api/settings"); // the second read comes from memory
    for (const path of paths) {
      const res = await ctx.anonymous().get(path);
      expect(res.headers["strict-transport-security"], path).toBe("max-age=31536000");
    }
  });

  it("adds includeSubDomains and another max-age only when configured", async () => {
    const app = appWith({ HSTS_INCLUDE_SUBDOMAINS: true, HSTS_MAX_AGE_SECONDS: 600 });
    await request(app).get("/api/settings");
    for (const path of paths) {
      const res = await request(app).get(path);
      expect(res.headers["strict-transport-security"], path).toBe("max-age=600; includeSubDomains");
    }
  });
});
