// The WebAuthn ceremonies, through @simplewebauthn/server: the options a browser gets and the checks its answer
// must pass. Every check of origin, relying party ID, challenge, signature and counter happens here.
//
// The library is loaded with the first ceremony, not at start-up: with its dependencies it holds about 13 MiB, which
// a server whose administrators never use a passkey would keep for nothing. The two small decodings needed before
// a ceremony (the user handle, the challenge in the client data) are base64url and JSON, done here with Buffer.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { RelyingParty } from "./relying-party";
import type { PasskeyRow } from "./service";

/** How long the browser waits for the person (the challenge itself lives longer, see challenges.ts). */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

/**
 * The algorithms offered and accepted, by their COSE numbers: ES256, EdDSA and RS256, the ones every platform
 * authenticator and security key supports.
 */
const ALGORITHMS = [-7, -8, -257];

let library: Promise<typeof import("@simplewebauthn/server")> | undefined;
const webauthn = () => (library ??= import("@simplewebauthn/server"));

const fromBase64url = (value: string) => new Uint8Array(Buffer.from(value, "base64url"));

/** The WebAuthn user handle of an account: its id, so a sign-in answer can be matched to the account it names. */
export const userHandleOf = (userId: number) => Buffer.from(`admin:${userId}`).toString("base64url");

/** The challenge a browser's answer signed, or undefined when its client data cannot be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof challenge === "string" && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export async function registrationOptions(
  rp: RelyingParty,
  rpName: string,
  user: { id: number; username: string },
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName,
    rpID: rp.rpID,
    userName: user.username,
    userDisplayName: user.username,
    userID: fromBase64url(userHandleOf(user.id)),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    // A passkey the device already holds for this account is not made twice.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    // Discoverable, so signing in needs no username; user verification (PIN, fingerprint) wherever it exists.
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** The new credential when the answer holds up; throws (with the reason) when it does not. */
export async function verifyRegistration(rp: RelyingParty, response: RegistrationResponseJSON, challenge: string) {
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  });
  if (!result.verified) throw new Error("The registration was not verified");
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export async function authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  // No allowCredentials: the browser offers whichever of this site's passkeys the device holds.
  return generateAuthenticationOptions({ rpID: rp.rpID, timeout: CEREMONY_TIMEOUT_MS, userVerification: "preferred" });
}

/** The authenticator's new counter when the answer holds up; throws (with the reason) when it does not. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRow,
): Promise<number> {
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: fromBase64url(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  });
  if (!result.verified) throw new Error("The signature was not verified");
  return result.authenticationInfo.newCounter;
}
