import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { PASSWORD, useTestApp } from "../../test/harness";
import { ensureAdmin } from "./service";

const ctx = useTestApp();

describe("sign-in and session", () => {
  it("answers 401 from /me when nobody is signed in", async () => {
    const res = await ctx.anonymous().get("/api/auth/me");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Not logged in" });
  });

  it("signs in, returns the user without the password, and /me then answers that user", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const me = await agent.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: "ada", isAdmin: true });
    expect(me.body).not.toHaveProperty("password");
    const cookie = (await request(ctx.app).post("/api/auth/login").send({ username: "ada", password: PASSWORD }))
      .headers["set-cookie"]![0]!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("gives a new session id at login, and the old one stops working", async () => {
    await ctx.signedIn({ username: "ada" });
    const agent = ctx.anonymous();
    const first = await agent.post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    const oldCookie = first.headers["set-cookie"]![0]!.split(";")[0]!;
    const second = await agent.post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    const newCookie = second.headers["set-cookie"]![0]!.split(";")[0]!;
    expect(newCookie).not.toBe(oldCookie);
    expect((await request(ctx.app).get("/api/auth/me").set("Cookie", oldCookie)).status).toBe(401);
    expect((await request(ctx.app).get("/api/auth/me").set("Cookie", newCookie)).status).toBe(200);
  });

  it("fails with one message whether the user exists or not", async () => {
    await ctx.signedIn({ username: "ada" });
    const wrongPassword = await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: "nope" });
    const noSuchUser = await ctx.anonymous().post("/api/auth/login").send({ username: "ghost", password: "nope" });
    expect(wrongPassword.status).toBe(401);
    expect(noSuchUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(noSuchUser.body);
    expect(wrongPassword.body.message).toBe("Invalid username or password");
  });

  it("rejects empty credentials with the form's messages", async () => {
    const res = await ctx.anonymous().post("/api/auth/login").send({ username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("logs out: the session no longer authenticates", async () => {
    const agent = await ctx.signedIn();
    expect((await agent.post("/api/auth/logout")).status).toBe(204);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
    expect((await agent.post("/api/team").send({ name: "x", designation: "y", description: "z" })).status).toBe(401);
  });

  it("keeps the session across a server restart because it lives in PostgreSQL", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const cookie = (await agent.get("/api/auth/me")).request.cookies;
    const restarted = ctx.restart();
    const res = await request(restarted).get("/api/auth/me").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("ada");
  });

  it("ends the session of a user who was deleted", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ctx.database.db.delete(users).where(eq(users.username, "ada"));
    expect((await agent.get("/api/auth/me")).status).toBe(401);
  });
});

describe("session secrets", () => {
  it("keeps sessions signed with the old secret after rotation, and signs new ones with the new secret", async () => {
    const before = (await (await ctx.signedIn({ username: "ada" })).get("/api/auth/me")).request.cookies;
    const rotated = ctx.restart({ sessionSecret: ["a-new-secret", "test-secret"] });
    expect((await request(rotated).get("/api/auth/me").set("Cookie", before)).status).toBe(200);
    const login = await request(rotated).post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    const after = login.headers["set-cookie"]![0]!.split(";")[0]!;
    // Once the old secret is dropped, only cookies signed with the new one still work.
    const newOnly = ctx.restart({ sessionSecret: ["a-new-secret"] });
    expect((await request(newOnly).get("/api/auth/me").set("Cookie", after)).status).toBe(200);
    expect((await request(newOnly).get("/api/auth/me").set("Cookie", before)).status).toBe(401);
  });
});

describe("session lifetime", () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Moves the sign-in time of every stored session back by `days`, or removes it. */
  const ageSessions = (days: number | null) =>
    ctx.database.db.execute(
      days === null
        ? sql`update "session" set sess = (sess::jsonb - 'signedInAt')::json`
        : sql`update "session" set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(${Date.now() - days * DAY}::bigint))::json`,
    );

  it("ends a session a week after sign-in however active it was: signed out for /me and admin calls", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ageSessions(6);
    expect((await agent.get("/api/auth/me")).status).toBe(200);
    await ageSessions(8);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
    expect((await agent.post("/api/team").send({ name: "x", designation: "y", description: "z" })).status).toBe(401);
    // The signed-in session is gone from the store, not only refused.
    const signedIn = await ctx.database.db.execute(
      sql`select count(*)::int as n from "session" where sess::jsonb ? 'passport'`,
    );
    expect(signedIn.rows[0]).toEqual({ n: 0 });
  });

  it("counts from the first administrator's registration too", async () => {
    const agent = ctx.anonymous();
    expect(
      (await agent.post("/api/auth/register").send({ username: "first", password: "a long password" })).status,
    ).toBe(201);
    await ageSessions(8);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
  });

  it("ends a signed-in session that has no sign-in time", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ageSessions(null);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
  });

  it("takes the absolute and idle lifetimes from SESSION_ABSOLUTE_DAYS and SESSION_IDLE_HOURS", async () => {
    const app = ctx.restart({ env: { ...ctx.env, SESSION_ABSOLUTE_DAYS: 30, SESSION_IDLE_HOURS: 2 } });
    await ctx.signedIn({ username: "ada" });
    const login = await request(app).post("/api/auth/login").send({ username: "ada", password: PASSWORD });
    const setCookie = login.headers["set-cookie"]![0]!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
    expect(Math.abs(expires - (Date.now() + 2 * 60 * 60 * 1000))).toBeLessThan(60_000);
    await ageSessions(8);
    expect((await request(app).get("/api/auth/me").set("Cookie", setCookie.split(";")[0]!)).status).toBe(200);
  });
});
describe("crafted bodies", () => {
  // Bodies a hostile client might send instead of { username, password }: each is a clear 400, never a crash.
  const bodies: Array<[string, string]> = [
    ["an object with its own toString", '{"username":{"toString":1},"password":"x"}'],
    ["an object without a prototype-like toString", '{"username":{"toString":null,"valueOf":null},"password":"x"}'],
    ["an array username", '{"username":["ada","bob"],"password":"x"}'],
    ["a number username", '{"username":42,"password":42}'],
    ["a list instead of an object", '[{"username":"ada","password":"x"}]'],
    ["a bare string", '"ada"'],
    ["a bare number", "42"],
    ["null", "null"],
  ];
  for (const path of ["/api/auth/login", "/api/auth/register"]) {
    for (const [what, body] of bodies) {
      it(`answers 400 JSON to ${what} on ${path}`, async () => {
        const res = await ctx.anonymous().post(path).set("Content-Type", "application/json").send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      });
    }
  }
});

describe("usernames regardless of case", () => {
  it("refuses an account whose name differs from another only in case", async () => {
    const admin = await ctx.signedIn({ username: "boss" });
    expect((await admin.post("/api/admins").send({ username: "editor", password: "a long password" })).status).toBe(
      201,
    );
    const res = await admin.post("/api/admins").send({ username: "Editor", password: "a long password" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "That username is already taken",
      fieldErrors: { username: ["That username is already taken"] },
    });
  });

  it("does not let ADMIN_USERNAME create 'Admin' beside 'admin'", async () => {
    await ctx.signedIn({ username: "admin" });
    await expect(ensureAdmin(ctx.database.db, "Admin", "another-password")).rejects.toMatchObject({
      status: 409,
      message: "That username is already taken",
    });
    expect(await ensureAdmin(ctx.database.db, "admin", "another-password")).toBe("exists");
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it("signs in whatever the case the username is typed in", async () => {
    await ctx.signedIn({ username: "Ada" });
    const res = await ctx.anonymous().post("/api/auth/login").send({ username: "ADA", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("Ada");
  });
});
