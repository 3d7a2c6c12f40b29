import { describe, expect, it } from "vitest";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp({ LOGIN_MAX_FAILURES: "3" });

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
});
