// The quote form's invisible proof of work, ALTCHA's protocol (altcha-lib): the server hands out a challenge it
// signed, the visitor's browser spends a moment finding its number, and an inquiry is taken only with a solution
// that verifies, has not expired and has not been used before. It costs a person nothing they notice and a bot
// sending thousands of inquiries a CPU core per few of them.
import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { InquiryChallenge } from "@shared/schema";
import { usedInquiryChallenges } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";

/** How long a challenge may be answered: a visitor fills in the form after it was fetched. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * The largest secret number. A browser tries half as many SHA-256 hashes on average: a fraction of a second on a
 * phone, done while the visitor types.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;

/**
 * The keys that sign challenges: INQUIRY_CHALLENGE_KEY when set, else one derived from each session secret (the
 * first signs, all verify, so a rotated SESSION_SECRET does not refuse challenges handed out just before). Servers
 * behind one load balancer share SESSION_SECRET, so a challenge from one verifies on any other. Derived, never the
 * secret itself, so that no challenge signature is ever a signature of the session cookie's.
 */
export function challengeKeys(env: Pick<Env, "INQUIRY_CHALLENGE_KEY">, sessionSecret: string | string[]): string[] {
  if (env.INQUIRY_CHALLENGE_KEY) return [env.INQUIRY_CHALLENGE_KEY];
  const secrets = typeof sessionSecret === "string" ? [sessionSecret] : sessionSecret;
  return secrets.map((secret) => createHmac("sha256", secret).update("inquiry proof-of-work key").digest("hex"));
}

/** A new challenge, signed with `key`, that expires CHALLENGE_LIFETIME_MS from now. */
export async function newChallenge(key: string): Promise<InquiryChallenge> {
  const { challenge, salt, signature } = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: key,
    maxnumber: CHALLENGE_MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return { algorithm: "SHA-256", challenge, maxnumber: CHALLENGE_MAX_NUMBER, salt, signature };
}

/** What the `altcha` field holds once decoded: the challenge as handed out, and the number found. */
const solutionSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
type Solution = z.infer<typeof solutionSchema>;

/** Why a solution was refused (the label of inquiry_challenge_failed_total), or that it was accepted. */
export type SolutionOutcome = "accepted" | "missing" | "malformed" | "invalid" | "expired" | "reused";

/**
 * Checks the `altcha` field of an inquiry and, when it passes, records it as used: accepted once only, on
 * whichever server of the database it arrives at first.
 */
export async function redeemSolution(db: Db, keys: string[], field: string | undefined): Promise<SolutionOutcome> {
  if (!field) return "missing";
  const solution = decode(field);
  if (!solution) return "malformed";
  const expires = Number(extractParams(solution).expires);
  // Every challenge handed out here carries its expiry in its salt, covered by the signature.
  if (!Number.isSafeInteger(expires)) return "invalid";
  if (!(await verifiedByAny(keys, solution))) return expires * 1000 < Date.now() ? "expired" : "invalid";
  return (await recordUse(db, solution.signature, new Date(expires * 1000))) ? "accepted" : "reused";
}

/** The field's base64 JSON as a solution, or undefined when it is not one. */
function decode(field: string): Solution | undefined {
  try {
    const parsed = solutionSchema.safeParse(JSON.parse(Buffer.from(field, "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the number solves the challenge, one of the keys signed it, and it has not expired. */
async function verifiedByAny(keys: string[], solution: Solution): Promise<boolean> {
  for (const key of keys) {
    if (await verifySolution(solution, key, true)) return true;
  }
  return false;
}

/**
 * Keeps the challenge's signature until it expires; false when it was there already (a replay, or the same
 * solution sent to two servers at once: the primary key lets only one insert through). Expired rows go first,
 * so the table holds only the last few minutes' inquiries.
 */
async function recordUse(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedInquiryChallenges).where(lte(usedInquiryChallenges.expiresAt, sql`now()`));
  const rows = await db
    .insert(usedInquiryChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedInquiryChallenges.signature });
  return rows.length === 1;
}
