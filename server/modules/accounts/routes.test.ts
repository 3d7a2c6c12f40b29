import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { PASSWORD, useTestApp } from "../../test/harness";
import { REMOVE_LAST, removeAdmin } from "./service";

const ctx = useTestApp();

const NEW_PASSWORD = "a brand new passphrase";

/** A second, independent sign-in as an existing user (another browser). */
async function signIn(username: string, password = PASSWORD) {
  const agent = ctx.anonymous();
  const res = await agent.post("/api/auth/login").send({ username, password });
  return { agent, status: res.status };
}

const idOf = async (username: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

const isSignedIn = async (agent: ReturnType<typeof ctx.anonymous>) => (await agent.get("/api/auth/me")).status === 200;

describe("listing administrators", () => {
  it("lists administrators only, oldest first, without password hashes", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob", isAdmin: false });
    await ctx.signedIn({ username: "cy" });
    const res = await agent.get("/api/admins");
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(["ada", "cy"]);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/);
  });
});

describe("adding an administrator", () => {
  it("creates an administrator who can then sign in, and never returns the hash", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const res = await agent
      .post("/api/admins")
      .send({ username: "grace", password: NEW_PASSWORD, email: "g@example.com" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "grace", email: "g@example.com", isAdmin: true });
    expect(res.body).not.toHaveProperty("password");
    const grace = await signIn("grace", NEW_PASSWORD);
    expect(grace.status).toBe(200);
    // The one who added them stays signed in as themself.
    expect((await agent.get("/api/auth/me")).body.username).toBe("ada");
  });

  it("answers 409 for a username taken in any case", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const res = await agent.post("/api/admins").send({ username: "ADA", password: NEW_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "That username is already taken",
      fieldErrors: { username: ["That username is already taken"] },
    });
  });

  it("applies the registration rules to username and password", async () => {
    const agent = await ctx.signedIn();
    const res = await agent.post("/api/admins").send({ username: "no spaces", password: "short", email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      username: ["Username may use letters, digits and . _ @ - only"],
      password: ["Password must be at least 8 characters"],
      email: ["Enter a valid e-mail address"],
    });
  });
});

describe("changing your own password", () => {
  it("keeps this session, signs out the others, and only the new password signs in", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const other = await signIn("ada");
    expect(await isSignedIn(other.agent)).toBe(true);

    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect(await isSignedIn(agent)).toBe(true);
    expect(await isSignedIn(other.agent)).toBe(false);
    expect((await signIn("ada")).status).toBe(401);
    expect((await signIn("ada", NEW_PASSWORD)).status).toBe(200);
  });

  it("leaves other users' sessions alone", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const bob = await ctx.signedIn({ username: "bob" });
    await agent.post("/api/account/password").send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(await isSignedIn(bob)).toBe(true);
  });

  it("refuses a wrong current password with a clear message and changes nothing", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const other = await signIn("ada");
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: "not it at all", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "The current password is incorrect",
      fieldErrors: { currentPassword: ["The current password is incorrect"] },
    });
    expect(await isSignedIn(other.agent)).toBe(true);
    expect((await signIn("ada")).status).toBe(200);
  });

  it("applies the registration rules to the new password and refuses the same one again", async () => {
    const agent = await ctx.signedIn();
    const short = await agent.post("/api/account/password").send({ currentPassword: PASSWORD, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({ newPassword: ["Password must be at least 8 characters"] });
    const same = await agent.post("/api/account/password").send({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.fieldErrors).toEqual({ newPassword: ["The new password must differ from the current one"] });
  });
});

describe("resetting another administrator's password", () => {
  it("sets the new password and signs them out everywhere", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const bob = await ctx.signedIn({ username: "bob" });
    const res = await agent.put(`/api/admins/${await idOf("bob")}/password`).send({ password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect(await isSignedIn(bob)).toBe(false);
    expect(await isSignedIn(agent)).toBe(true);
    expect((await signIn("bob")).status).toBe(401);
    expect((await signIn("bob", NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses your own account (that needs the current password) and accounts that are not administrators", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob", isAdmin: false });
    const self = await agent.put(`/api/admins/${await idOf("ada")}/password`).send({ password: NEW_PASSWORD });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/Account screen/);
    const user = await agent.put(`/api/admins/${await idOf("bob")}/password`).send({ password: NEW_PASSWORD });
    expect(user.status).toBe(404);
    const short = await agent.put(`/api/admins/${await idOf("ada")}/password`).send({ password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({ password: ["Password must be at least 8 characters"] });
  });
});

describe("removing an administrator", () => {
  it("removes them and ends their sessions", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const bob = await ctx.signedIn({ username: "bob" });
    const bobId = await idOf("bob");
    const res = await agent.delete(`/api/admins/${bobId}`);
    expect(res.status).toBe(204);
    expect(await isSignedIn(bob)).toBe(false);
    expect((await agent.get("/api/admins")).body.map((u: { username: string }) => u.username)).toEqual(["ada"]);
    // The session rows themselves are gone, not merely unusable.
    const left = await ctx.database.db.execute(
      sql`select 1 from session where sess->'passport'->>'user' = ${String(bobId)}`,
    );
    expect(left.rows).toHaveLength(0);
  });

  it("never removes yourself", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob" });
    const res = await agent.delete(`/api/admins/${await idOf("ada")}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "You cannot remove your own account" });
    expect(await isSignedIn(agent)).toBe(true);
  });

  it("never removes the last administrator", async () => {
    await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob", isAdmin: false });
    await expect(removeAdmin(ctx.database.db, await idOf("ada"), await idOf("bob"))).rejects.toThrow(REMOVE_LAST);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "ada"))).toHaveLength(1);
  });

  it("leaves one administrator when two remove each other at the same time", async () => {
    const ada = await ctx.signedIn({ username: "ada" });
    const bob = await ctx.signedIn({ username: "bob" });
    const [adaId, bobId] = [await idOf("ada"), await idOf("bob")];
    const results = await Promise.all([ada.delete(`/api/admins/${bobId}`), bob.delete(`/api/admins/${adaId}`)]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(await ctx.database.db.select().from(users).where(eq(users.isAdmin, true))).toHaveLength(1);
  });

  it("answers 404 for an id that is not an administrator's", async () => {
    const agent = await ctx.signedIn();
    expect((await agent.delete("/api/admins/999")).status).toBe(404);
  });
});

describe("hostile input never causes a 500", () => {
  const bodies: string[] = [
    "[]",
    '"text"',
    "42",
    "null",
    "{",
    JSON.stringify({ username: { $ne: "" }, password: ["x"] }),
    JSON.stringify({ username: "a".repeat(10_000), password: "p".repeat(10_000), currentPassword: "c".repeat(10_000) }),
    JSON.stringify({ currentPassword: 1, newPassword: true, password: {} }),
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}',
  ];
  it.each(bodies)("body %s", async (body) => {
    const agent = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob" });
    const bobId = await idOf("bob");
    for (const [method, path] of [
      ["post", "/api/admins"],
      ["put", `/api/admins/${bobId}/password`],
      ["post", "/api/account/password"],
    ] as const) {
      const res = await agent[method](path).set("Content-Type", "application/json").send(body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it.each(["abc", "-1", "1.5", "99999999999"])("id %s", async (id) => {
    const agent = await ctx.signedIn();
    expect((await agent.delete(`/api/admins/${id}`)).status).toBe(400);
    expect((await agent.put(`/api/admins/${id}/password`).send({ password: NEW_PASSWORD })).status).toBe(400);
  });
});
