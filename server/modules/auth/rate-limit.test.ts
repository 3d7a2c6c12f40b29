import request from "supertest";
import { describe, expect, it } from "vitest";
import { rateLimits, users } from "@shared/tables";
import { hashPassword } from "../../lib/password";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_IP: "6" });

describe("login rate limit", () => {
  it("answers 429 after repeated failures for one username, and does not count successes", async () => {
    await ctx.signedIn({ username: "ada" });
    const agent = ctx.anonymous();
    for (let i = 0; i < 3; i++) {
      expect((await agent.post("/api/auth/login").send({ username: "ada", password: "wrong" })).status).toBe(401);
    }
    const blocked = await agent.post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    // Another username from the same address is still allowed.
    await ctx.signedIn({ username: "bob" });
  });

  it("answers 429 to an address whose failures are spread over many usernames", async () => {
    // The counters were emptied with the rest of the database before this test.
    const app = ctx.app;
    const hash = await hashPassword(PASSWORD);
    const names = ["u1", "u2", "u3", "u4", "u5", "u6", "target"];
    await ctx.database.db.insert(users).values(names.map((username) => ({ username, password: hash })));
    for (const username of names.slice(0, 6)) {
      const res = await request(app).post("/api/auth/login").send({ username, password: "wrong" });
      expect(res.status).toBe(401);
    }
    // Each username failed once only, yet the address has used up its failures: even the right password waits.
    const blocked = await request(app).post("/api/auth/login").send({ username: "target", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts from your network/);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("counts failures across servers on one database and over a restart", async () => {
    await ctx.signedIn({ username: "ada" });
    const first = ctx.restart();
    const second = ctx.restart();
    expect((await request(first).post("/api/auth/login").send({ username: "ada", password: "wrong" })).status).toBe(
      401,
    );
    expect((await request(second).post("/api/auth/login").send({ username: "ada", password: "wrong" })).status).toBe(
      401,
    );
    expect((await request(first).post("/api/auth/login").send({ username: "ada", password: "wrong" })).status).toBe(
      401,
    );
    // Three failures, made on two servers: a third server started now refuses even the right password.
    const restarted = ctx.restart();
    const blocked = await request(restarted).post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    expect(blocked.status).toBe(429);
  });

  it("counts every spelling of one account against one limit, and signs in only its plain spellings", async () => {
    await ctx.signedIn({ username: "admin" });
    const agent = ctx.anonymous();
    const attempt = (username: string, password = "wrong") =>
      agent.post("/api/auth/login").send({ username, password });
    // PostgreSQL's lower() turns a dotted capital I (U+0130) into "i", JavaScript's into "i" and a combining dot.
    expect((await attempt("adm\u0130n", PASSWORD)).status).toBe(401);
    expect((await attempt("ADMIN")).status).toBe(401);
    expect((await attempt("\uff41dmin")).status).toBe(401); // a full-width "a"
    // Three failures, under three spellings: the account's limit is used up, whatever the spelling.
    expect((await attempt("admin", PASSWORD)).status).toBe(429);
    // Another account from the same address still has its own allowance.
    await ctx.signedIn({ username: "bob" });
  });

  it("signs in with the name in any ASCII case, and with no other spelling", async () => {
    await ctx.signedIn({ username: "admin" });
    expect((await ctx.anonymous().post("/api/auth/login").send({ username: "ADMIN", password: PASSWORD })).status).toBe(
      200,
    );
    for (const username of ["adm\u0130n", "\uff41dmin", "admi\u0301n"]) {
      const res = await ctx.anonymous().post("/api/auth/login").send({ username, password: PASSWORD });
      expect(res.status, username).toBe(401);
    }
  });

  it("starts a new window once the old one has ended", async () => {
    await ctx.signedIn({ username: "ada" });
    for (let i = 0; i < 3; i++)
      await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: "wrong" });
    expect((await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: PASSWORD })).status).toBe(
      429,
    );
    // The window's end, reached without waiting for it.
    await ctx.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: PASSWORD })).status).toBe(
      200,
    );
  });
});
