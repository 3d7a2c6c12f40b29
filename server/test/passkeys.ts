import type request from "supertest";
import type { Bend, SoftAuthenticator } from "./soft-authenticator";

/** Where the passkey suites' pages are: passkeys need a domain name (see modules/passkeys/relying-party.ts). */
export const SITE = "http://localhost:5000";

/** Adds a passkey through the API as the browser would: options, then the authenticator's answer. */
export async function addPasskey(agent: request.Agent, authenticator: SoftAuthenticator, name = "Work laptop") {
  const options = await agent.post("/api/passkeys/options");
  if (options.status !== 200) throw new Error(`passkey options failed: ${options.status} ${options.text}`);
  return agent.post("/api/passkeys").send({ name, response: authenticator.register(options.body) });
}

/** Signs `agent` in with the authenticator's passkey (the last one it made, unless told). */
export async function passkeySignIn(
  agent: request.Agent,
  authenticator: SoftAuthenticator,
  bend: Bend = {},
  credential = authenticator.credentials.at(-1),
) {
  const options = await agent.post("/api/auth/passkey/options");
  if (options.status !== 200) throw new Error(`sign-in options failed: ${options.status} ${options.text}`);
  return agent.post("/api/auth/passkey").send({ response: authenticator.authenticate(options.body, bend, credential) });
}
