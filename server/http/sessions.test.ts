import { sql } from "drizzle-orm";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pages, users } from "@shared/tables";
import { hashPassword } from "../lib/password";
import { PASSWORD, useTestApp } from "../test/harness";

// Production settings behind one TLS proxy hop: the proxy's X-Forwarded-Proto makes the request secure.
const ctx = useTestApp({
  NODE_ENV: "production",
  SESSION_SECRET: "p".repeat(40),
  TRUST_PROXY: "1",
  PUBLIC_SITE_URL: "https://www.example.com",
});

async function signIn() {
  const hash = await hashPassword(PASSWORD);
  await ctx.database.db.insert(users).values({ username: "ada", password: hash, isAdmin: true });
  const res = await request(ctx.app)
    .post("/api/auth/login")
    .set("X-Forwarded-Proto", "https")
    .send({ username: "ada", password: PASSWORD });
  expect(res.status).toBe(200);
  return res.headers["set-cookie"]![0]!;
}

describe("the session cookie in production", () => {
  it("is named __Host-sid, Secure, on Path=/ and without a Domain, and authenticates", async () => {
    const setCookie = await signIn();
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(";")[0]!;
    const me = await request(ctx.app).get("/api/auth/me").set("X-Forwarded-Proto", "https").set("Cookie", cookie);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe("ada");
  });

  it("is cleared under the same name and attributes at sign-out", async () => {
    const cookie = (await signIn()).split(";")[0]!;
    const out = await request(ctx.app).post("/api/auth/logout").set("X-Forwarded-Proto", "https").set("Cookie", cookie);
    expect(out.status).toBe(204);
    const cleared = out.headers["set-cookie"]![0]!;
    expect(cleared).toMatch(/^__Host-sid=;/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; Path=\//);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("lets a signed-in administrator preview a draft page, which needs the cookie to be recognised", async () => {
    await ctx.database.db
      .insert(pages)
      .values({ title: "Draft", slug: "draft", content: "<p>Soon</p>", isPublished: false });
    const cookie = (await signIn()).split(";")[0]!;
    expect((await request(ctx.app).get("/api/pages/slug/draft")).status).toBe(404);
    const preview = await request(ctx.app)
      .get("/api/pages/slug/draft")
      .set("X-Forwarded-Proto", "https")
      .set("Cookie", cookie);
    expect(preview.status).toBe(200);
    expect(preview.body.title).toBe("Draft");
  });
});

describe("the stored expiry of a signed-in session", () => {
  afterEach(() => vi.useRealTimers());
  const HOUR = 60 * 60_000;
  const storedExpiry = async () =>
    Date.parse(String((await ctx.database.db.execute(sql`select expire from "session"`)).rows[0]!.expire));
  const setStoredExpiry = (at: number) =>
    ctx.database.db.execute(sql`update "session" set expire = to_timestamp(${at / 1000})`);
  const me = (cookie: string) =>
    request(ctx.app).get("/api/auth/me").set("X-Forwarded-Proto", "https").set("Cookie", cookie);

  it("is written again at most once a minute, however often the administrator's screens ask", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cookie = (await signIn()).split(";")[0]!;
    // Moved close, so that a write (a week ahead) is told apart from none.
    const close = Date.now() + HOUR;
    await setStoredExpiry(close);
    expect((await me(cookie)).status).toBe(200);
    expect(Math.abs((await storedExpiry()) - close)).toBeLessThan(1000);

    vi.setSystemTime(Date.now() + 61_000);
    expect((await me(cookie)).status).toBe(200);
    expect(await storedExpiry()).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });
});
