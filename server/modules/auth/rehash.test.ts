import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { hashPassword, PARAMS, useHashParamsForTests } from "../../lib/password";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp();
// The server's real parameters, which the harness swaps for cheap ones.
useHashParamsForTests(PARAMS);

// What the server stored before its hashes moved to 32 MiB: N=2^17, r=8, p=1.
const oldHash = () => hashPassword(PASSWORD, { N: 2 ** 17, r: 8, p: 1 });

describe("password hashes made with the previous parameters", () => {
  it("signs in with a hash made with the previous parameters, and stores it again with the current ones", async () => {
    const old = await oldHash();
    await ctx.database.db.insert(users).values({ username: "veteran", password: old, isAdmin: true });
    const agent = ctx.anonymous();
    const login = await agent.post("/api/auth/login").send({ username: "veteran", password: PASSWORD });
    expect(login.status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, "veteran"));
    expect(row!.password).toMatch(/^scrypt\$32768\$8\$3\$/);
    // Not a password change: the session just made stays signed in, and the same password still signs in.
    expect(row!.credentialsVersion).toBe(0);
    expect((await agent.get("/api/auth/me")).status).toBe(200);
    const again = await ctx.anonymous().post("/api/auth/login").send({ username: "veteran", password: PASSWORD });
    expect(again.status).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.username, "veteran"));
    expect(after!.password).toBe(row!.password);
  });

  it("leaves a hash with the previous parameters as it is after a wrong password", async () => {
    const old = await oldHash();
    await ctx.database.db.insert(users).values({ username: "veteran", password: old, isAdmin: true });
    const login = await ctx.anonymous().post("/api/auth/login").send({ username: "veteran", password: "not it" });
    expect(login.status).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, "veteran"));
    expect(row!.password).toBe(old);
  });
});
