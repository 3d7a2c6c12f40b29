import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, passkeys, webauthnChallenges } from "@shared/tables";
import { useTestApp } from "../../test/harness";
import { addPasskey, passkeySignIn, SITE } from "../../test/passkeys";
import { SoftAuthenticator } from "../../test/soft-authenticator";
import { userHandleOf } from "./ceremonies";
import { REGISTRATION_EXPIRED, REGISTRATION_FAILED } from "./routes";
import { PASSKEY_NOT_RECOGNISED, PASSKEY_NOT_VERIFIED, SIGN_IN_EXPIRED } from "./sign-in-routes";

const ctx = useTestApp({ PUBLIC_SITE_URL: SITE });

async function adminWithPasskey(username = "ada") {
  const agent = await ctx.signedIn({ username });
  const authenticator = new SoftAuthenticator(SITE);
  const added = await addPasskey(agent, authenticator);
  expect(added.status).toBe(201);
  return { agent, authenticator, passkey: added.body as { id: number; name: string } };
}

describe("signing in with a passkey", () => {
  it("needs no username: the session belongs to the passkey's account, and the activity log names the passkey", async () => {
    const { authenticator } = await adminWithPasskey();
    const visitor = ctx.anonymous();
    const res = await passkeySignIn(visitor, authenticator);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: "ada", isAdmin: true });
    expect((await visitor.get("/api/auth/me")).body.username).toBe("ada");
    const [row] = await ctx.database.db.select().from(passkeys);
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.counter).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, "sign-in"));
    expect(entries.map((e) => e.summary)).toContain('Signed in with a passkey "Work laptop"');
  });

  it("offers options with a challenge and no list of credentials, for this site's relying party", async () => {
    const res = await ctx.anonymous().post("/api/auth/passkey/options");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rpId: "localhost", userVerification: "preferred" });
    expect(res.body.allowCredentials ?? []).toEqual([]);
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("refuses a replayed answer: each challenge signs in once", async () => {
    const { authenticator } = await adminWithPasskey();
    const options = (await ctx.anonymous().post("/api/auth/passkey/options")).body;
    const response = authenticator.authenticate(options);
    expect((await ctx.anonymous().post("/api/auth/passkey").send({ response })).status).toBe(200);
    const replay = await ctx.anonymous().post("/api/auth/passkey").send({ response });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: SIGN_IN_EXPIRED });
  });

  it("refuses an answer to an expired challenge, and a challenge it never handed out", async () => {
    const { authenticator } = await adminWithPasskey();
    const options = (await ctx.anonymous().post("/api/auth/passkey/options")).body;
    await ctx.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const late = await ctx
      .anonymous()
      .post("/api/auth/passkey")
      .send({ response: authenticator.authenticate(options) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(SIGN_IN_EXPIRED);
    const made = authenticator.authenticate({ ...options, challenge: "bWFkZS11cC1jaGFsbGVuZ2UtdmFsdWU" });
    expect((await ctx.anonymous().post("/api/auth/passkey").send({ response: made })).body.message).toBe(
      SIGN_IN_EXPIRED,
    );
  });

  it("keeps challenges five minutes at most", async () => {
    await ctx.anonymous().post("/api/auth/passkey/options");
    const [row] = await ctx.database.db
      .select({ seconds: sql<number>`extract(epoch from ${webauthnChallenges.expiresAt} - now())::float` })
      .from(webauthnChallenges);
    expect(row!.seconds).toBeGreaterThan(240);
    expect(row!.seconds).toBeLessThanOrEqual(300);
  });

  it.each([
    ["another origin", { origin: "http://localhost:6000" }],
    ["a look-alike origin", { origin: "https://evil.example" }],
    ["another relying party ID", { rpID: "evil.example" }],
  ])("refuses an answer made for %s", async (_what, bend) => {
    const { authenticator } = await adminWithPasskey();
    const res = await passkeySignIn(ctx.anonymous(), authenticator, bend);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: PASSKEY_NOT_VERIFIED });
  });

  it("refuses a counter that goes backwards (a copied authenticator), and keeps the higher one", async () => {
    const { authenticator } = await adminWithPasskey();
    expect((await passkeySignIn(ctx.anonymous(), authenticator, { counter: 5 })).status).toBe(200);
    const behind = await passkeySignIn(ctx.anonymous(), authenticator, { counter: 3 });
    expect(behind.status).toBe(401);
    expect(behind.body.message).toBe(PASSKEY_NOT_VERIFIED);
    expect((await passkeySignIn(ctx.anonymous(), authenticator, { counter: 5 })).status).toBe(401);
    expect((await ctx.database.db.select().from(passkeys))[0]!.counter).toBe(5);
    expect((await passkeySignIn(ctx.anonymous(), authenticator, { counter: 6 })).status).toBe(200);
  });

  it("refuses a passkey it does not know, and one whose answer names another account", async () => {
    const { authenticator } = await adminWithPasskey("ada");
    const grace = await adminWithPasskey("grace");
    // A passkey made on a device whose answer never reached the server.
    const stranger = new SoftAuthenticator(SITE);
    stranger.register((await grace.agent.post("/api/passkeys/options")).body);
    const unknown = await passkeySignIn(ctx.anonymous(), stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(PASSKEY_NOT_RECOGNISED);
    const [graceRow] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.id, grace.passkey.id));
    const swapped = await passkeySignIn(ctx.anonymous(), authenticator, { userHandle: userHandleOf(graceRow!.userId) });
    expect(swapped.status).toBe(401);
    expect(swapped.body.message).toBe(PASSKEY_NOT_RECOGNISED);
  });

  it("will not register a passkey already registered to another account", async () => {
    const { authenticator } = await adminWithPasskey("ada");
    const grace = await ctx.signedIn({ username: "grace" });
    const options = (await grace.post("/api/passkeys/options")).body;
    const copy = authenticator.register(options);
    copy.id = copy.rawId = authenticator.credentials[0]!.id;
    const res = await grace.post("/api/passkeys").send({ name: "Borrowed", response: copy });
    expect(res.status).toBe(400);
    expect((await ctx.database.db.select().from(passkeys)).map((p) => p.name)).toEqual(["Work laptop"]);
  });

  it("checks registrations too: replayed, another origin or relying party, or another user's challenge", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const authenticator = new SoftAuthenticator(SITE);
    const options = (await agent.post("/api/passkeys/options")).body;
    expect(options).toMatchObject({ rp: { id: "localhost" }, attestation: "none" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    const first = authenticator.register(options);
    expect((await agent.post("/api/passkeys").send({ name: "One", response: first })).status).toBe(201);
    const replay = await agent.post("/api/passkeys").send({ name: "Again", response: authenticator.register(options) });
    expect(replay.body).toEqual({ message: REGISTRATION_EXPIRED });

    for (const bend of [{ origin: "https://evil.example" }, { rpID: "evil.example" }]) {
      const fresh = (await agent.post("/api/passkeys/options")).body;
      const res = await agent
        .post("/api/passkeys")
        .send({ name: "Bent", response: authenticator.register(fresh, bend) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REGISTRATION_FAILED);
    }
    const grace = await ctx.signedIn({ username: "grace" });
    const adas = (await agent.post("/api/passkeys/options")).body;
    const stolen = await grace.post("/api/passkeys").send({ name: "Hers", response: authenticator.register(adas) });
    expect(stolen.body.message).toBe(REGISTRATION_EXPIRED);
  });
});
