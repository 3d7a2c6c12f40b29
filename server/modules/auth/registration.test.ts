import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { hashPassword } from "../../lib/password";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp();

describe("registration", () => {
  const body = { username: "first", password: "a long password", email: "first@example.com" };

  it("says whether first-run setup is needed, until the first account exists", async () => {
    expect((await ctx.anonymous().get("/api/auth/setup")).body).toEqual({ needsSetup: true, tokenRequired: false });
    await ctx.anonymous().post("/api/auth/register").send(body);
    expect((await ctx.anonymous().get("/api/auth/setup")).body).toEqual({ needsSetup: false, tokenRequired: false });
  });

  it("lets the very first user register, as an administrator, and signs them in", async () => {
    const agent = ctx.anonymous();
    const res = await agent.post("/api/auth/register").send({ ...body, isAdmin: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "first", isAdmin: true, email: "first@example.com" });
    expect(res.body).not.toHaveProperty("password");
    expect((await agent.get("/api/auth/me")).body.username).toBe("first");
  });

  it("never lets an anonymous visitor register once a user exists", async () => {
    await ctx.signedIn();
    const res = await ctx
      .anonymous()
      .post("/api/auth/register")
      .send({ ...body, isAdmin: true });
    expect(res.status).toBe(403);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "first"))).toHaveLength(0);
  });

  it("does not let a signed-in non-administrator create accounts", async () => {
    await ctx.signedIn();
    const user = await ctx.signedIn({ isAdmin: false });
    expect((await user.post("/api/auth/register").send(body)).status).toBe(403);
  });

  it("refuses a signed-in administrator too, creating nothing: accounts are added on the Administrators screen", async () => {
    const admin = await ctx.signedIn({ username: "boss" });
    const res = await admin.post("/api/auth/register").send({ ...body, username: "editor", isAdmin: false });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Administrators add accounts on the Administrators screen/);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "editor"))).toHaveLength(0);
    expect((await admin.get("/api/auth/me")).body.username).toBe("boss");
    const login = await ctx.anonymous().post("/api/auth/login").send({ username: "editor", password: body.password });
    expect(login.status).toBe(401);
  });

  it("does not sign in an account that is not an administrator (made by an older version), nor count it", async () => {
    const hash = await hashPassword(PASSWORD);
    await ctx.database.db.insert(users).values({ username: "editor", password: hash, isAdmin: false });
    const login = await ctx.anonymous().post("/api/auth/login").send({ username: "editor", password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: "Invalid username or password" });
    // Nobody is in charge yet, so first-run setup is still offered; the old account's name stays taken.
    expect((await ctx.anonymous().get("/api/auth/setup")).body.needsSetup).toBe(true);
    const taken = await ctx
      .anonymous()
      .post("/api/auth/register")
      .send({ ...body, username: "Editor" });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.username).toBeDefined();
    expect((await ctx.anonymous().post("/api/auth/register").send(body)).status).toBe(201);
  });

  it("validates the new account", async () => {
    const res = await ctx
      .anonymous()
      .post("/api/auth/register")
      .send({ username: "x y", password: "short", email: "nope" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "password", "username"]);
  });

  it("stores a salted slow hash, never the password", async () => {
    await ctx.anonymous().post("/api/auth/register").send(body);
    const [row] = await ctx.database.db.select().from(users);
    expect(row!.password).not.toContain(body.password);
    expect(row!.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
  });
});
