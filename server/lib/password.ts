import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB of memory per hash).
export const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** Returns `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: 256 * 1024 * 1024 });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** Verified against when the user does not exist, so a failed login takes as long either way. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString("hex"));
