import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { addPasskey, passkeySignIn } from "../../test/passkeys";
import { SoftAuthenticator } from "../../test/soft-authenticator";
import { LOGIN_FAILED } from "../auth/routes";
import { IP_ADDRESS_REFUSED } from "./relying-party";

// No PUBLIC_SITE_URL: the relying party is the host each request came to, as in development.
const ctx = useTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_IP: "3" });
const HOST = "localhost:5173";
const at = (agent: ReturnType<typeof ctx.anonymous>) => ({
  post: (path: string) => agent.post(path).set("Host", HOST),
});

const good = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
};

const hostileBodies: [string, unknown][] = [
  ["nothing", undefined],
  ["an array", [1, 2]],
  ["a string", "response"],
  ["no response", {}],
  ["a response that is a number", { response: 7 }],
  ["another credential type", { response: { ...good, type: "password" } }],
  ["an id that is not base64url", { response: { ...good, id: "<script>" } }],
  ["a huge client data", { response: { ...good, response: { ...good.response, clientDataJSON: "A".repeat(20_000) } } }],
  ["nested objects for strings", { response: { ...good, response: { clientDataJSON: { a: 1 } } } }],
  ["null everywhere", { response: { id: null, rawId: null, type: null, response: null } }],
  ["a prototype key", JSON.parse('{"__proto__": {"isAdmin": true}, "response": {"id": "x"}}')],
];

describe("passkeys in development and against hostile requests", () => {
  it("uses the request's host name as relying party, and refuses an IP address with a message that says why", async () => {
    const options = await at(ctx.anonymous()).post("/api/auth/passkey/options");
    expect(options.status).toBe(200);
    expect(options.body.rpId).toBe("localhost");
    const byIp = await ctx.anonymous().post("/api/auth/passkey/options").set("Host", "127.0.0.1:5173");
    expect(byIp.status).toBe(400);
    expect(byIp.body).toEqual({ message: IP_ADDRESS_REFUSED });
    const byIpv6 = await ctx.anonymous().post("/api/auth/passkey/options").set("Host", "[::1]:5173");
    expect(byIpv6.status).toBe(400);
  });

  it.each(hostileBodies)("answers 400, never 500, to a sign-in body with %s", async (_what, body) => {
    const req = at(ctx.anonymous()).post("/api/auth/passkey");
    const res = await (body === undefined ? req : req.send(body as object));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it.each(hostileBodies)("answers 400, never 500, to an added passkey with %s", async (_what, body) => {
    const agent = await ctx.signedIn();
    const req = agent.post("/api/passkeys").set("Host", HOST);
    const res = await (body === undefined ? req : req.send({ name: "Laptop", ...(body as object) }));
    expect(res.status).toBe(400);
  });

  it("answers a well-formed answer holding nonsense as a failed sign-in, not an error", async () => {
    const res = await at(ctx.anonymous()).post("/api/auth/passkey").send({ response: good });
    expect(res.status).toBe(401);
  });

  it("counts failed passkey sign-ins against the same limit as failed passwords", async () => {
    const agent = await ctx.signedIn({ username: "ada" });
    const authenticator = new SoftAuthenticator(`http://${HOST}`);
    expect((await addPasskey(agent.set("Host", HOST), authenticator)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const failed = await passkeySignIn(ctx.anonymous().set("Host", HOST), authenticator, {
        origin: "https://evil.example",
      });
      expect(failed.status).toBe(401);
    }
    const blocked = await passkeySignIn(ctx.anonymous().set("Host", HOST), authenticator);
    expect(blocked.status).toBe(429);
    // The password form shares the count.
    const password = await ctx.anonymous().post("/api/auth/login").send({ username: "ada", password: "wrong" });
    expect(password.status).toBe(429);
    expect(password.body.message).not.toBe(LOGIN_FAILED);
  });
});
