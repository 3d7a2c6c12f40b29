// A WebAuthn authenticator in software, for tests that run without a browser: it answers a server's
// registration and sign-in options the way a platform authenticator would (attestation "none", ES256 keys,
// discoverable credentials, a signature counter), and lets a test bend any part of the answer (origin, relying
// party, challenge, counter) to see the server refuse it.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  rpID: string;
  counter: number;
}

/** What a test may change in one answer; everything else is what an honest authenticator would say. */
export interface Bend {
  origin?: string;
  rpID?: string;
  challenge?: string;
  /** The signature counter to report (it otherwise goes up by one). */
  counter?: number;
  /** The user handle to report (sign-in only). */
  userHandle?: string;
}

function authenticatorData(rpID: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: string, challenge: string, origin: string): string {
  return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `origin` is where the pages are, as the browser would report it (http://localhost:PORT in tests). */
  constructor(readonly origin: string) {}

  /** Answers navigator.credentials.create(): makes a new key pair for the options' relying party and user. */
  register(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(cose))]);
    const rpID = bend.rpID ?? options.rp.id ?? "";
    const authData = authenticatorData(rpID, FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    const credentialId = isoBase64URL.fromBuffer(new Uint8Array(id));
    this.credentials.push({ id: credentialId, privateKey, userHandle: options.user.id, rpID, counter: 0 });
    return {
      id: credentialId,
      rawId: credentialId,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData("webauthn.create", bend.challenge ?? options.challenge, bend.origin ?? this.origin),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** Answers navigator.credentials.get() with `credential` (by default the last one made). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    bend: Bend = {},
    credential: SoftCredential | undefined = this.credentials.at(-1),
  ): AuthenticationResponseJSON {
    if (!credential) throw new Error("This authenticator holds no passkey");
    credential.counter = bend.counter ?? credential.counter + 1;
    const authData = authenticatorData(
      bend.rpID ?? options.rpId ?? credential.rpID,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
      credential.counter,
    );
    const clientDataJSON = clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]), {
      key: credential.privateKey,
    });
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: bend.userHandle ?? credential.userHandle,
      },
    };
  }
}
