import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { PASSWORD, useTestApp } from "../../test/harness";
import { addPasskey, passkeySignIn, SITE } from "../../test/passkeys";
import { SoftAuthenticator } from "../../test/soft-authenticator";
import { resetAdminFromShell } from "../accounts/service";
import { NO_PASSKEY_YET } from "./routes";

const ctx = useTestApp({ PUBLIC_SITE_URL: SITE });

const passwordSignIn = (username: string, password = PASSWORD) =>
  ctx.anonymous().post("/api/auth/login").send({ username, password });

async function adminWithPasskey(username: string) {
  const agent = await ctx.signedIn({ username });
  const authenticator = new SoftAuthenticator(SITE);
  const added = await addPasskey(agent, authenticator);
  return { agent, authenticator, passkey: added.body as { id: number } };
}

/** "ada" with a passkey and passkeys only, whose password "grace" then resets to `password`. */
async function passkeysOnlyThenReset(password: string) {
  const { agent, authenticator } = await adminWithPasskey("ada");
  await agent.put("/api/passkeys/password-sign-in").send({ allowed: false });
  const grace = await ctx.signedIn({ username: "grace" });
  const [ada] = await ctx.database.db.select().from(users).where(eq(users.username, "ada"));
  expect((await grace.put(`/api/admins/${ada!.id}/password`).send({ password })).status).toBe(204);
  return authenticator;
}

describe("an administrator's passkeys", () => {
  it("are listed with name and dates, renamed and removed; another account's cannot be touched", async () => {
    const { agent, passkey } = await adminWithPasskey("ada");
    const list = (await agent.get("/api/passkeys")).body;
    expect(list).toMatchObject({ passwordSignIn: "default", passkeysOnlySite: false, passwordRefused: false });
    expect(list.passkeys).toEqual([
      { id: passkey.id, name: "Work laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);

    const renamed = await agent.patch(`/api/passkeys/${passkey.id}`).send({ name: "  Phone  " });
    expect(renamed.body.name).toBe("Phone");
    expect((await agent.patch(`/api/passkeys/${passkey.id}`).send({ name: "" })).status).toBe(400);

    const grace = await ctx.signedIn({ username: "grace" });
    expect((await grace.patch(`/api/passkeys/${passkey.id}`).send({ name: "Mine" })).status).toBe(404);
    expect((await grace.delete(`/api/passkeys/${passkey.id}`)).status).toBe(404);
    expect((await grace.get("/api/passkeys")).body.passkeys).toEqual([]);

    expect((await agent.delete(`/api/passkeys/${passkey.id}`)).status).toBe(204);
    expect((await agent.get("/api/passkeys")).body.passkeys).toEqual([]);
  });

  it("removing one can end the sessions it opened, and only those", async () => {
    const { agent, authenticator, passkey } = await adminWithPasskey("ada");
    const byPasskey = ctx.anonymous();
    expect((await passkeySignIn(byPasskey, authenticator)).status).toBe(200);
    const byPassword = ctx.anonymous();
    expect((await byPassword.post("/api/auth/login").send({ username: "ada", password: PASSWORD })).status).toBe(200);

    const res = await agent.delete(`/api/passkeys/${passkey.id}`).send({ endSessions: true });
    expect(res.status).toBe(204);
    expect((await byPasskey.get("/api/auth/me")).status).toBe(401);
    expect((await byPassword.get("/api/auth/me")).status).toBe(200);
    expect((await agent.get("/api/auth/me")).status).toBe(200);
  });
});

describe("passkeys only", () => {
  it("the owner can turn off the password once there is a passkey; the refusal reads as a wrong password", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const early = await agent.put("/api/passkeys/password-sign-in").send({ allowed: false });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(NO_PASSKEY_YET);

    const authenticator = new SoftAuthenticator(SITE);
    await addPasskey(agent, authenticator);
    const off = await agent.put("/api/passkeys/password-sign-in").send({ allowed: false });
    expect(off.body).toMatchObject({ passwordSignIn: "off", passwordRefused: true });

    const refused = await passwordSignIn("ada");
    const wrong = await passwordSignIn("ada", "not the password");
    const nobody = await passwordSignIn("nobody");
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(wrong.body);
    expect(refused.body).toEqual(nobody.body);
    expect((await passkeySignIn(ctx.anonymous(), authenticator)).status).toBe(200);

    await agent.put("/api/passkeys/password-sign-in").send({ allowed: true });
    expect((await passwordSignIn("ada")).status).toBe(200);
  });

  it("the site switch refuses passwords of every account with a passkey, lists those without, and stays private", async () => {
    const { agent } = await adminWithPasskey("ada");
    await ctx.signedIn({ username: "grace" });
    const before = (await agent.get("/api/passkeys/policy")).body;
    expect(before).toEqual({ passkeysOnly: false, withoutPasskey: [{ id: expect.any(Number), username: "grace" }] });

    const on = await agent.put("/api/passkeys/policy").send({ passkeysOnly: true });
    expect(on.body.passkeysOnly).toBe(true);
    expect((await passwordSignIn("ada")).status).toBe(401);
    expect((await passwordSignIn("grace")).status).toBe(200);
    expect((await agent.get("/api/passkeys")).body).toMatchObject({ passkeysOnlySite: true, passwordRefused: true });

    const publicSettings = (await ctx.anonymous().get("/api/settings")).body as { settingKey: string }[];
    expect(publicSettings.map((s) => s.settingKey)).not.toContain("adminPasskeysOnly");
    expect((await agent.put("/api/passkeys/policy").send({ passkeysOnly: "yes" })).status).toBe(400);
  });

  it("another administrator's reset lets the password in again, until the owner signs in with a passkey", async () => {
    const { agent, authenticator } = await adminWithPasskey("ada");
    await agent.put("/api/passkeys/password-sign-in").send({ allowed: false });
    const grace = await ctx.signedIn({ username: "grace" });
    await grace.put("/api/passkeys/policy").send({ passkeysOnly: true });
    const [ada] = await ctx.database.db.select().from(users).where(eq(users.username, "ada"));

    expect((await grace.put(`/api/admins/${ada!.id}/password`).send({ password: "a new password" })).status).toBe(204);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
    expect((await passwordSignIn("ada", "a new password")).status).toBe(200);

    expect((await passkeySignIn(ctx.anonymous(), authenticator)).status).toBe(200);
    expect((await passwordSignIn("ada", "a new password")).status).toBe(401);
  });

  it("npm run admin:create -- --reset does the same from the shell", async () => {
    const { agent, authenticator } = await adminWithPasskey("ada");
    await agent.put("/api/passkeys/password-sign-in").send({ allowed: false });
    expect(await resetAdminFromShell(ctx.database.db, "ada", "shell password")).toBe(true);
    expect(await resetAdminFromShell(ctx.database.db, "nobody", "shell password")).toBe(false);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
    expect((await passwordSignIn("ada", "shell password")).status).toBe(200);

    expect((await passkeySignIn(ctx.anonymous(), authenticator)).status).toBe(200);
    expect((await passwordSignIn("ada", "shell password")).status).toBe(401);
  });

  it("once the owner signs in with a passkey after a reset, their own 'passkeys only' holds again", async () => {
    const authenticator = await passkeysOnlyThenReset("a new password");
    const during = ctx.anonymous();
    expect((await during.post("/api/auth/login").send({ username: "ada", password: "a new password" })).status).toBe(
      200,
    );
    // A password set by another administrator: the CMS asks for one of the owner's own first.
    expect(await during.get("/api/passkeys")).toMatchObject({ status: 403, body: { mustChangePassword: true } });

    const byPasskey = ctx.anonymous();
    expect((await passkeySignIn(byPasskey, authenticator)).status).toBe(200);
    expect((await passwordSignIn("ada", "a new password")).status).toBe(401);
    expect((await byPasskey.get("/api/passkeys")).body).toMatchObject({
      passwordSignIn: "off",
      passwordReset: false,
      passwordRefused: true,
    });

    // Only the owner turns the password back on.
    await byPasskey.put("/api/passkeys/password-sign-in").send({ allowed: true });
    expect((await passwordSignIn("ada", "a new password")).status).toBe(200);
  });

  it("changing one's own password during a reset's window keeps 'passkeys only' for when the window ends", async () => {
    const authenticator = await passkeysOnlyThenReset("a new password");
    const owner = ctx.anonymous();
    await owner.post("/api/auth/login").send({ username: "ada", password: "a new password" });
    const changed = await owner
      .post("/api/account/password")
      .send({ currentPassword: "a new password", newPassword: "ada's own password" });
    expect(changed.status).toBe(204);
    // Still within the window: someone who lost their passkeys can go on signing in with the password they chose.
    expect((await passwordSignIn("ada", "ada's own password")).status).toBe(200);

    expect((await passkeySignIn(ctx.anonymous(), authenticator)).status).toBe(200);
    expect((await passwordSignIn("ada", "ada's own password")).status).toBe(401);
    expect((await owner.get("/api/passkeys")).body).toMatchObject({ passwordSignIn: "off", passwordRefused: true });
  });
});
