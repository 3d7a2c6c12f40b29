// Passkeys (WebAuthn): the request shapes and answers of /api/passkeys, /api/auth/passkey and /api/sessions,
// shared by the client and the server. No drizzle code here (see schema.ts).
import { z } from "zod";

/** The owner's choice of whether their password signs in once they have a passkey (see the users table). */
export const passwordSignInModes = ["default", "off"] as const;
export type PasswordSignInMode = (typeof passwordSignInModes)[number];

export const PASSKEY_NAME_MAX = 60;

/**
 * Where Site Settings' 'Administrators sign in with passkeys only' is stored (in site_settings, as "true" or
 * "false"). It is not one of the public settings: GET /api/settings leaves it out.
 */
export const PASSKEYS_ONLY_SETTING = "adminPasskeysOnly";

export const passkeyNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`);

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** Removing a passkey; `endSessions` also signs out the other sessions it opened. */
export const removePasskeySchema = z.object({ endSessions: z.boolean().optional() });

// What a browser sends back from navigator.credentials (as @simplewebauthn/browser serializes it). Every string
// is base64url and bounded, so a hostile body is refused here with a 400 before any decoding.
const b64url = (max: number) =>
  z
    .string({ error: "Expected a base64url string" })
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Expected a base64url string");
const credentialBase = {
  id: b64url(1_400),
  rawId: b64url(1_400),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(10);

export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(8_000),
    attestationObject: b64url(64_000),
    transports: transports.optional(),
    authenticatorData: b64url(64_000).optional(),
    publicKey: b64url(8_000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(8_000),
    authenticatorData: b64url(8_000),
    signature: b64url(2_000),
    userHandle: b64url(200).optional(),
  }),
});

/** POST /api/passkeys: the new passkey's name and the browser's answer to the registration options. */
export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });

/** POST /api/auth/passkey: the browser's answer to the sign-in options. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** A passkey as the Account screen lists it. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/passkeys: the signed-in administrator's passkeys and whether their password still signs in. */
export interface PasskeyAccount {
  passkeys: PasskeySummary[];
  passwordSignIn: PasswordSignInMode;
  /** Another administrator reset the password: it signs in until the next passkey sign-in, whatever the setting. */
  passwordReset: boolean;
  /** Site Settings' 'Administrators sign in with passkeys only'. */
  passkeysOnlySite: boolean;
  /** Whether a password sign-in to this account is refused now. */
  passwordRefused: boolean;
}

/** PUT /api/passkeys/password-sign-in: the owner turns password sign-in off or back on. */
export const passwordSignInSchema = z.object({ allowed: z.boolean({ error: "allowed must be true or false" }) });

/** GET and PUT /api/passkeys/policy: the site-wide switch, and who has no passkey yet. */
export const passkeyPolicySchema = z.object({
  passkeysOnly: z.boolean({ error: "passkeysOnly must be true or false" }),
});
export interface PasskeyPolicy {
  passkeysOnly: boolean;
  withoutPasskey: { id: number; username: string }[];
}

/** How a session signed in. */
export type SignInMethod = { method: "password" } | { method: "passkey"; passkeyId: number; name: string };

/** One of the signed-in administrator's sessions (GET /api/sessions); `id` is a digest, never the session id. */
export interface SessionSummary {
  id: string;
  current: boolean;
  browser: string;
  system: string;
  signedInAt: string | null;
  signedInWith: SignInMethod | null;
  lastActiveAt: string | null;
  ip: string;
}
