// The WebAuthn ceremonies, through @simplewebauthn/server: the options a browser gets and the checks its answer
// must pass. Every check of origin, relying party ID, challenge, signature and counter happens here.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG, decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { RelyingParty } from "./relying-party";
import type { PasskeyRow } from "./service";

/** How long the browser waits for the person (the challenge itself lives longer, see challenges.ts). */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

/** The algorithms offered and accepted: the ones every platform authenticator and security key supports. */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/** The WebAuthn user handle of an account: its id, so a sign-in answer can be matched to the account it names. */
export const userHandleOf = (userId: number) => isoBase64URL.fromUTF8String(`admin:${userId}`);

/** The challenge a browser's answer signed, or undefined when its client data cannot be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === "string" && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export function registrationOptions(
  rp: RelyingParty,
  rpName: string,
  user: { id: number; username: string },
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName,
    rpID: rp.rpID,
    userName: user.username,
    userDisplayName: user.username,
    userID: isoBase64URL.toBuffer(userHandleOf(user.id)),
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
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export function authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
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
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  });
  if (!result.verified) throw new Error("The signature was not verified");
  return result.authenticationInfo.newCounter;
}
