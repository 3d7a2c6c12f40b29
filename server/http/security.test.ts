import request from "supertest";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import { useTestApp } from "../test/harness";
import { scriptHash } from "./security";

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

describe("Content-Security-Policy", () => {
  it("allows the colour theme's inline script by the hash of the very text each page carries, and no other", async () => {
    for (const path of ["/", "/about", "/admin", "/no-such-page"]) {
      const res = await ctx.anonymous().get(path);
      // Inline scripts the browser would run: no src, and no data type (JSON, JSON-LD).
      const inline = [...res.text.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]);
      expect(inline, path).toHaveLength(1);
      expect(res.text.indexOf(inline[0]!), path).toBeLessThan(res.text.indexOf("<title"));
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers["content-security-policy"] as string)?.[1];
      expect(scriptSrc, path).toBe(`'self' ${scriptHash(inline[0]!)}`);
    }
  });

  it("hashes as browsers do: base64 of the SHA-256 of the UTF-8 text", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
