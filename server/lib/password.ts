import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { HttpError } from "../http/errors";

/**
 * Bounds how many password hashes run at once and how long the others wait. Each scrypt call takes 32 MiB (128 MiB
 * for a hash still on the old parameters) and a libuv thread for a noticeable time, so a flood of sign-ins (or
 * registrations) would otherwise exhaust memory and starve file and DNS work sharing that thread pool. A call waits
 * for a slot only while fewer than `maxWaiting` wait and the wait it can expect (from how long the recent hashes
 * took) is at most `maxWaitMs`; otherwise it fails at once with a 503 that tells the client when to retry. So a
 * sign-in answers within about one hash plus that wait, or straight away, however many guesses arrive.
 */
export class HashingGate {
  /** When each task now holding a slot started (performance.now()). */
  private readonly started: number[] = [];
  private readonly waiting: Array<(start: number) => void> = [];
  /** A running average of how long a task holds its slot, in ms; 0 until one has finished. */
  private averageMs = 0;

  constructor(
    private maxRunning: number,
    private maxWaiting: number,
    private maxWaitMs = Number.POSITIVE_INFINITY,
    /** Seconds a refused client is told to wait (the Retry-After header). */
    readonly retryAfterSeconds = 2,
  ) {}

  /** How many calls wait for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Changes the limits; work already running or waiting keeps its place. */
  configure(maxRunning: number, maxWaiting: number, maxWaitMs = Number.POSITIVE_INFINITY) {
    this.maxRunning = maxRunning;
    this.maxWaiting = maxWaiting;
    this.maxWaitMs = maxWaitMs;
    this.startWaiting();
  }

  /**
   * The wait a call arriving now can expect: until the slot that frees first is free (its task started longest
   * ago), then one average task for every `maxRunning` calls already waiting.
   */
  private expectedWaitMs(now: number): number {
    const oldest = Math.min(...this.started);
    const firstFree = Math.max(0, oldest + this.averageMs - now);
    return firstFree + Math.floor(this.waiting.length / this.maxRunning) * this.averageMs;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const now = performance.now();
    let began = now;
    if (this.started.length < this.maxRunning) {
      this.started.push(now);
    } else {
      if (this.waiting.length >= this.maxWaiting || this.expectedWaitMs(now) > this.maxWaitMs) {
        throw new HttpError(
          503,
          "The server is busy checking other passwords. Please try again in a moment.",
          undefined,
          {
            "Retry-After": String(this.retryAfterSeconds),
          },
        );
      }
      // startWaiting() gives this task its slot before it lets it go, and says when.
      began = await new Promise<number>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const took = performance.now() - began;
      this.averageMs = this.averageMs === 0 ? took : this.averageMs * 0.8 + took * 0.2;
      this.started.splice(this.started.indexOf(began), 1);
      this.startWaiting();
    }
  }

  private startWaiting() {
    while (this.started.length < this.maxRunning && this.waiting.length > 0) {
      const start = performance.now();
      this.started.push(start);
      this.waiting.shift()!(start);
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
let current = PARAMS;

/**
 * Makes new hashes (and judges which need making again) with other parameters than PARAMS. Only the in-process
 * test harness calls it: its tests sign in hundreds of times, and a third of a second of a core for each real hash
 * was most of the API suite's time. The server itself never changes them.
 */
export function useHashParamsForTests(params: ScryptParams) {
  current = params;
  dummyHash = undefined;
}
const KEY_LENGTH = 64;
// Enough for the old parameters too (128 MiB, plus scrypt's small buffers), so their hashes keep verifying.
const MAX_MEMORY = 256 * 1024 * 1024;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), so the parameters can be changed later without breaking old hashes. */
export async function hashPassword(password: string, params = current): Promise<string> {
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
 * Whether a stored hash was made with other parameters than the current ones (PARAMS): after a successful sign-in, the password is
 * hashed again with the current ones (see checkCredentials).
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== current.N || Number(r) !== current.r || Number(p) !== current.p;
}

let dummyHash: Promise<string> | undefined;
/**
 * Verified against when the user does not exist, so a failed login takes as long either way. Made once the app
 * starts (createApp) rather than when the module loads, which every process importing it would pay for.
 */
export function dummyHashOf(): Promise<string> {
  // A hash refused by a full gate (503) is made again at the next attempt, not remembered as refused.
  dummyHash ??= hashPassword(randomBytes(12).toString("hex")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
