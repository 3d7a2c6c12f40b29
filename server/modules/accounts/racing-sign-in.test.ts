import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "@shared/tables";
import { passwordGate } from "../../lib/password";
import { PASSWORD, useTestApp } from "../../test/harness";

// One hash at a time, so the order of password checks is the order they queued in.
const ctx = useTestApp({
  PASSWORD_HASH_CONCURRENCY: "1",
  PASSWORD_HASH_QUEUE: "10",
  PASSWORD_HASH_MAX_WAIT_MS: "60000",
});

const NEW_PASSWORD = "a brand new passphrase";

/** Queues a task that keeps the hashing slot, once it gets it, until released. */
function holdTheGate() {
  let started!: () => void;
  let release!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = passwordGate.run(() => {
    started();
    return gate;
  });
  return {
    running,
    release: async () => {
      release();
      await held;
    },
  };
}

const queued = (n: number) => vi.waitFor(() => expect(passwordGate.queued).toBe(n), { timeout: 20_000 });

/** Sign-ins with the current (soon old) password that read the account, then wait for the hashing slot. */
async function queuedSignIns(username: string, count: number) {
  const before = passwordGate.queued;
  const agents = Array.from({ length: count }, () => ctx.anonymous());
  const responses = agents.map((agent) =>
    agent
      .post("/api/auth/login")
      .send({ username, password: PASSWORD })
      .then((res) => res),
  );
  await queued(before + count);
  return { agents, responses: Promise.all(responses) };
}

const idOf = async (username: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe("sign-ins racing a password change", () => {
  it("ends the sessions of sign-ins that checked the old password while an administrator reset it", async () => {
    const admin = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob" });
    const bob = await idOf("bob");

    const first = holdTheGate();
    const reset = admin
      .put(`/api/admins/${bob}/password`)
      .send({ password: NEW_PASSWORD })
      .then((res) => res);
    await queued(1); // the reset's hash waits
    const second = holdTheGate(); // and this waits behind it
    const signIns = await queuedSignIns("bob", 2); // they read bob's old hash, then wait behind both

    await first.release();
    expect((await reset).status).toBe(204); // the new password is committed while the sign-ins still wait
    await second.release();
    // Each had checked the password that was right when it read the account.
    expect((await signIns.responses).map((res) => res.status)).toEqual([200, 200]);

    for (const agent of signIns.agents) {
      expect((await agent.get("/api/auth/me")).status).toBe(401);
      expect((await agent.get("/api/admins")).status).toBe(401);
    }
    expect((await ctx.anonymous().post("/api/auth/login").send({ username: "bob", password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await ctx.anonymous().post("/api/auth/login").send({ username: "bob", password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await admin.get("/api/admins")).status).toBe(200);
  }, 60_000);

  it("ends the sessions of sign-ins that checked the old password while its owner changed it", async () => {
    const owner = await ctx.signedIn({ username: "ada" });

    const first = holdTheGate();
    const change = owner
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .then((res) => res);
    await queued(1); // the check of the current password waits
    const second = holdTheGate();
    await first.release();
    await second.running; // the current password has been checked; the new one's hash is next
    await queued(1);
    const third = holdTheGate();
    const signIns = await queuedSignIns("ada", 2);

    await second.release();
    expect((await change).status).toBe(204);
    await third.release();
    expect((await signIns.responses).map((res) => res.status)).toEqual([200, 200]);

    for (const agent of signIns.agents) expect((await agent.get("/api/auth/me")).status).toBe(401);
    // The session that made the change stays signed in.
    expect((await owner.get("/api/auth/me")).status).toBe(200);
    expect((await owner.get("/api/admins")).status).toBe(200);
  }, 60_000);

  it("ends a session signed in before the change, and keeps the one that made it", async () => {
    const owner = await ctx.signedIn({ username: "ada" });
    const other = ctx.anonymous();
    expect((await other.post("/api/auth/login").send({ username: "ada", password: PASSWORD })).status).toBe(200);
    const change = await owner
      .post("/api/account/password")
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(change.status).toBe(204);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    // Twice: the session that stays was saved with the new version.
    expect((await owner.get("/api/auth/me")).status).toBe(200);
    expect((await owner.get("/api/admins")).status).toBe(200);
  });
});
