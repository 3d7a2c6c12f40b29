import { describe, expect, it } from "vitest";
import type { SessionSummary } from "@shared/passkeys";
import { PASSWORD, useTestApp } from "../../test/harness";
import { addPasskey, passkeySignIn, SITE } from "../../test/passkeys";
import { SoftAuthenticator } from "../../test/soft-authenticator";

const ctx = useTestApp({ PUBLIC_SITE_URL: SITE });

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signIn(username: string, userAgent: string) {
  const agent = ctx.anonymous().set("User-Agent", userAgent);
  const res = await agent.post("/api/auth/login").send({ username, password: PASSWORD });
  expect(res.status).toBe(200);
  return agent;
}

describe("one's own sessions", () => {
  it("lists each with browser, system, how and when it signed in, when it was last active and from where", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const authenticator = new SoftAuthenticator(SITE);
    await addPasskey(agent, authenticator);
    const phone = ctx.anonymous().set("User-Agent", SAFARI);
    expect((await passkeySignIn(phone, authenticator)).status).toBe(200);
    await signIn("ada", FIREFOX);
    await ctx.signedIn({ username: "grace" });

    const list = (await agent.get("/api/sessions")).body as SessionSummary[];
    expect(list).toHaveLength(3);
    expect(list[0]!.current).toBe(true);
    const byBrowser = Object.fromEntries(list.map((s) => [s.browser, s]));
    expect(byBrowser.Safari).toMatchObject({
      system: "iOS",
      current: false,
      signedInWith: { method: "passkey", name: "Work laptop" },
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(byBrowser.Firefox).toMatchObject({ system: "Windows", signedInWith: { method: "password" } });
    for (const session of list) {
      expect(Date.parse(session.signedInAt!)).toBeLessThanOrEqual(Date.now());
      expect(Math.abs(Date.parse(session.lastActiveAt!) - Date.now())).toBeLessThan(60_000);
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(JSON.stringify(list)).not.toMatch(/sid|cookie/i);
  });

  it("signs out one other session, but not the current one and not someone else's", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const firefox = await signIn("ada", FIREFOX);
    const grace = await ctx.signedIn({ username: "grace" });
    const list = (await agent.get("/api/sessions")).body as SessionSummary[];
    const other = list.find((s) => s.browser === "Firefox")!;
    const mine = list.find((s) => s.current)!;

    const gracesList = (await grace.get("/api/sessions")).body as SessionSummary[];
    expect(gracesList.map((s) => s.id)).not.toContain(other.id);
    expect((await grace.delete(`/api/sessions/${other.id}`)).status).toBe(404);
    expect((await firefox.get("/api/auth/me")).status).toBe(200);

    expect((await agent.delete(`/api/sessions/${mine.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/sessions/${other.id}`)).status).toBe(204);
    expect((await firefox.get("/api/auth/me")).status).toBe(401);
    expect((await agent.get("/api/auth/me")).status).toBe(200);
    expect((await agent.delete("/api/sessions/not-a-session")).status).toBe(400);
  });

  it("signs out everywhere else at once", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const others = [await signIn("ada", FIREFOX), await signIn("ada", SAFARI)];
    const grace = await ctx.signedIn({ username: "grace" });
    const res = await agent.post("/api/sessions/end-others");
    expect(res.body).toEqual({ ended: 2 });
    for (const other of others) expect((await other.get("/api/auth/me")).status).toBe(401);
    expect((await agent.get("/api/auth/me")).status).toBe(200);
    expect((await grace.get("/api/auth/me")).status).toBe(200);
    expect((await agent.get("/api/sessions")).body).toHaveLength(1);
  });

  it("leaves out sessions a password change ended", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    await signIn("ada", FIREFOX);
    await agent.post("/api/account/password").send({ currentPassword: PASSWORD, newPassword: "another password" });
    expect((await agent.get("/api/sessions")).body).toHaveLength(1);
  });
});
