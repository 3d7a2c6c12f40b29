import { describe, expect, it } from "vitest";
import { passwordGate } from "../../lib/password";
import { PASSWORD, useTestApp } from "../../test/harness";
import { ensureAdmin } from "./service";

// One hash at a time and none waiting, so a single held slot makes the gate full.
const ctx = useTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "0" });

/** Takes the only hashing slot until the returned function is called. */
function holdTheGate(): () => Promise<void> {
  let release!: () => void;
  const held = passwordGate.run(() => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

describe("bounded password hashing", () => {
  it("answers 503 with Retry-After to a sign-in while every hashing slot is busy, and signs in once one is free", async () => {
    await ctx.signedIn({ username: "ada" });
    const release = holdTheGate();
    try {
      const busy = await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: PASSWORD });
      expect(busy.status).toBe(503);
      expect(busy.body.message).toMatch(/busy/);
      expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
      // An unknown username costs a hash too (against the dummy hash), so it is refused the same way.
      const ghost = await ctx.anonymous().post("/api/auth/login").send({ username: "ghost", password: "nope" });
      expect(ghost.status).toBe(503);
    } finally {
      await release();
    }
    expect((await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: PASSWORD })).status).toBe(
      200,
    );
  });

  it("bounds first-run registration and the start-up administrator the same way", async () => {
    const release = holdTheGate();
    try {
      const register = await ctx
        .anonymous()
        .post("/api/auth/register")
        .send({ username: "first", password: "a long password" });
      expect(register.status).toBe(503);
      expect(register.headers["retry-after"]).toBeDefined();
      await expect(ensureAdmin(ctx.database.db, "owner", "owner-password")).rejects.toMatchObject({ status: 503 });
    } finally {
      await release();
    }
    const register = await ctx
      .anonymous()
      .post("/api/auth/register")
      .send({ username: "first", password: "a long password" });
    expect(register.status).toBe(201);
  });
});
