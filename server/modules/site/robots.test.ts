import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { useTestApp } from "../../test/harness";

const SITE = "https://www.example.org";
const ctx = useTestApp({ PUBLIC_SITE_URL: `${SITE}/` });

describe("robots.txt", () => {
  it("robots.txt allows the site, keeps out the admin area, sign-in and API, and names the sitemap", async () => {
    const res = await ctx.anonymous().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.text.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "Disallow: /api"]),
    );
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("in production robots.txt names PUBLIC_SITE_URL whatever Host the request claims", async () => {
    const { UPLOAD_DIR, DATA_DIR } = ctx.env;
    const env = loadEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      PUBLIC_SITE_URL: SITE,
      UPLOAD_DIR,
      DATA_DIR,
    });
    const res = await request(ctx.restart({ env })).get("/robots.txt").set("Host", "attacker.example");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.text).not.toContain("attacker.example");
  });
});
