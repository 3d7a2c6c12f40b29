import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { MUST_CHANGE_PASSWORD } from "../../http/auth";
import { writes } from "../../test/activity";
import { PASSWORD, useTestApp } from "../../test/harness";
import { addPasskey, passkeySignIn, SITE } from "../../test/passkeys";
import { SoftAuthenticator } from "../../test/soft-authenticator";
import { bootstrapAdmin, ensureAdmin } from "../auth/service";
import { resetAdminFromShell, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from "./service";

const ctx = useTestApp({ PUBLIC_SITE_URL: SITE });

const GIVEN = "a password someone else chose";
const OWN = "my very own passphrase";
const HELD = { message: MUST_CHANGE_PASSWORD, mustChangePassword: true };

async function signIn(username: string, password: string) {
  const agent = ctx.anonymous();
  const res = await agent.post("/api/auth/login").send({ username, password });
  expect(res.status).toBe(200);
  return { agent, body: res.body as { mustChangePassword: boolean } };
}

const flagOf = async (username: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.username, username)))[0]!.mustChangePassword;

describe("an administrator added by another", () => {
  it("signs in, but reaches nothing of the CMS until they choose their own password", async () => {
    const ada = await ctx.signedIn({ username: "ada" });
    await ada.post("/api/pages").send({ title: "Soon", slug: "soon", content: "<p>Soon</p>", isPublished: false });
    expect((await ada.post("/api/admins").send({ username: "grace", password: GIVEN })).status).toBe(201);
    const listed = (await ada.get("/api/admins")).body as Array<{ username: string; mustChangePassword: boolean }>;
    expect(listed.find((a) => a.username === "grace")?.mustChangePassword).toBe(true);
    expect(listed.find((a) => a.username === "ada")?.mustChangePassword).toBe(false);

    const { agent: grace, body } = await signIn("grace", GIVEN);
    expect(body.mustChangePassword).toBe(true);
    const me = await grace.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: "grace", mustChangePassword: true });

    // Reads and writes of the CMS, their own sessions and passkeys included, are refused with the reason.
    for (const res of [
      await grace.get("/api/pages"),
      await grace.get("/api/admins"),
      await grace.get("/api/sessions"),
      await grace.get("/api/passkeys"),
      await grace.post("/api/pages").send({ title: "Mine", slug: "mine", content: "<p>x</p>" }),
      await grace.delete("/api/admins/1"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(HELD);
    }
    // Nor does a draft show at its address to them.
    expect((await grace.get("/api/pages/slug/soon")).status).toBe(404);
    expect((await grace.get("/page/soon")).status).toBe(404);

    // The change itself checks the given password and wants a different one.
    const wrong = await grace
      .post("/api/account/password")
      .send({ currentPassword: "not it at all", newPassword: OWN });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CURRENT_PASSWORD);
    const same = await grace.post("/api/account/password").send({ currentPassword: GIVEN, newPassword: GIVEN });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(SAME_PASSWORD);
    const short = await grace.post("/api/account/password").send({ currentPassword: GIVEN, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({ newPassword: ["Password must be at least 8 characters"] });

    expect((await grace.post("/api/account/password").send({ currentPassword: GIVEN, newPassword: OWN })).status).toBe(
      204,
    );
    expect((await grace.get("/api/auth/me")).body.mustChangePassword).toBe(false);
    expect((await grace.get("/api/pages")).status).toBe(200);
    expect((await grace.get("/api/pages/slug/soon")).status).toBe(200);
    expect(await flagOf("grace")).toBe(false);
    expect(
      (await ada.get("/api/admins")).body.every((a: { mustChangePassword: boolean }) => !a.mustChangePassword),
    ).toBe(true);

    await ctx.activityWritten();
    const entries = await writes(ada);
    expect(entries.filter((e) => e.username === "grace")).toEqual([
      expect.objectContaining({ action: "password", entityType: "account" }),
    ]);
  });

  it("can sign out while held", async () => {
    const ada = await ctx.signedIn({ username: "ada" });
    await ada.post("/api/admins").send({ username: "grace", password: GIVEN });
    const { agent: grace } = await signIn("grace", GIVEN);
    expect((await grace.post("/api/auth/logout")).status).toBe(204);
    expect((await grace.get("/api/auth/me")).status).toBe(401);
  });
});

describe("a password reset by another administrator", () => {
  it("must be replaced at the next password sign-in", async () => {
    const ada = await ctx.signedIn({ username: "ada" });
    await ctx.signedIn({ username: "bob" });
    const bobId = (await ctx.database.db.select().from(users).where(eq(users.username, "bob")))[0]!.id;
    expect((await ada.put(`/api/admins/${bobId}/password`).send({ password: GIVEN })).status).toBe(204);
    expect(await flagOf("bob")).toBe(true);
    const { agent: bob } = await signIn("bob", GIVEN);
    expect((await bob.get("/api/inquiries")).body).toEqual(HELD);
    expect((await bob.post("/api/account/password").send({ currentPassword: GIVEN, newPassword: OWN })).status).toBe(
      204,
    );
    expect((await bob.get("/api/inquiries")).status).toBe(200);
  });

  it("does not hold up a session signed in with a passkey", async () => {
    const ada = await ctx.signedIn({ username: "ada" });
    const bob = await ctx.signedIn({ username: "bob" });
    const authenticator = new SoftAuthenticator(SITE);
    expect((await addPasskey(bob, authenticator)).status).toBe(201);
    const bobId = (await ctx.database.db.select().from(users).where(eq(users.username, "bob")))[0]!.id;
    await ada.put(`/api/admins/${bobId}/password`).send({ password: GIVEN });

    const viaPasskey = ctx.anonymous();
    const signedIn = await passkeySignIn(viaPasskey, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.mustChangePassword).toBe(false);
    expect((await viaPasskey.get("/api/auth/me")).body.mustChangePassword).toBe(false);
    expect((await viaPasskey.get("/api/pages")).status).toBe(200);
    // The account still shows that its password was chosen by someone else.
    expect(await flagOf("bob")).toBe(true);
  });
});

describe("the first administrator", () => {
  it("created from the sign-in form is not asked to change the password", async () => {
    const agent = ctx.anonymous();
    const res = await agent.post("/api/auth/register").send({ username: "first", password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.mustChangePassword).toBe(false);
    expect((await agent.get("/api/pages")).status).toBe(200);
  });

  it("created from the environment or the shell, or reset from the shell, is not asked either", async () => {
    expect(await bootstrapAdmin(ctx.database.db, "env", PASSWORD)).toBe("created");
    expect(await ensureAdmin(ctx.database.db, "cli", PASSWORD)).toBe("created");
    expect(await resetAdminFromShell(ctx.database.db, "cli", GIVEN)).toBe(true);
    expect(await flagOf("env")).toBe(false);
    expect(await flagOf("cli")).toBe(false);
    const { agent } = await signIn("cli", GIVEN);
    expect((await agent.get("/api/pages")).status).toBe(200);
  });
});
