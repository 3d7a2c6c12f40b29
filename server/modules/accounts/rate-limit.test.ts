import { describe, expect, it } from "vitest";
import { PASSWORD, useTestApp } from "../../test/harness";

const ctx = useTestApp({ LOGIN_MAX_FAILURES: "2" });

describe("password change rate limit", () => {
  it("stops guessing the current password after too many wrong ones, per user", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    for (const guess of ["guess one", "guess two"]) {
      const res = await agent
        .post("/api/account/password")
        .send({ currentPassword: guess, newPassword: "a new passphrase" });
      expect(res.status).toBe(400);
    }
    const blocked = await agent
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: "a new passphrase" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many wrong passwords/);
    // Another administrator is not held back by ada's guesses.
    const bob = await ctx.signedIn({ username: "bob" });
    const res = await bob
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: "a new passphrase" });
    expect(res.status).toBe(204);
  });
});
