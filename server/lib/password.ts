import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { HttpError } from "../http/errors";

/**
 * Bounds how many password hashes run at once and how many wait. Each scrypt call takes 32 MiB (128 MiB for a
 * hash still on the old parameters) and a libuv thread for a noticeable time, so a flood of sign-ins (or registrations) would otherwise exhaust memory and
 * starve file and DNS work sharing that thread pool. When every slot and every waiting place is taken, the
 * call fails at once with a 503 that tells the client when to retry.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private maxRunning: number,
    private maxWaiting: number,
    /** Seconds a refused client is told to wait (the Retry-After header). */
    readonly retryAfterSeconds = 2,
  ) {}

  /** How many calls wait for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Changes the limits; work already running or waiting keeps its place. */
  configure(maxRunning: number, maxWaiting: number) {
    this.maxRunning = maxRunning;
    this.maxWaiting = maxWaiting;
    this.startWaiting();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(
          503,
          "The server is busy checking other passwords. Please try again in a moment.",
          undefined,
          {
            "Retry-After": String(this.retryAfterSeconds),
          },
        );
      }
      // startWaiting() counts this task as running before it lets it go.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.running--;
      this.startWaiting();
    }
  }

  private startWaiting() {
    while (this.running < this.maxRunning && this.waiting.length > 0) {
      this.running++;
      this.waiting.shift()!();
    }
  }
}

/** Every hash and verification in this process goes through this gate; createApp sets its limits from the env. */
export const passwordGate = new HashingGate(1, 4);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

/**
 * OWASP's scrypt parameters N=2^15, r=8, p=3: 32 MiB per hash. OWASP lists them as equal in strength to N=2^17,
 * r=8, p=1, which this server used before and which take 128 MiB each: the same work, spread over three passes
 * through a quarter of the memory. Two sign-ins at once then need 64 MiB rather than 256.
 */
export const PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
// Enough for the old parameters too (128 MiB, plus scrypt's small buffers), so their hashes keep verifying.
const MAX_MEMORY = 256 * 1024 * 1024;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), so the parameters can be changed later without breaking old hashes. */
export async function hashPassword(password: string, params = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY });
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
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

/**
 * Whether a stored hash was made with other parameters than PARAMS: after a successful sign-in, the password is
 * hashed again with the current ones (see checkCredentials).
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** Verified against when the user does not exist, so a failed login takes as long either way. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString("hex"));
