import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { webauthnChallenges } from "@shared/tables";
import type { Db } from "../../db/connection";

/** A challenge is good for this long (the browser's own timeout is shorter, see ceremonies.ts). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

type Purpose = "registration" | "authentication";

/**
 * Keeps a challenge until it is answered or expires, in the database, so any server on it can check the answer.
 * Expired challenges are swept by the same call: the table holds only the last few minutes' worth.
 */
export async function storeChallenge(db: Db, challenge: string, purpose: Purpose, userId: number | null) {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: sql`now() + ${`${CHALLENGE_LIFETIME_MS} milliseconds`}::interval`,
  });
}

/**
 * Uses up a challenge: true when it was handed out for this purpose (and, for a registration, to this user) and
 * has not expired. The row is deleted in the same statement, so of two answers to one challenge (a replay, or
 * the same answer sent to two servers at once) only one gets true.
 */
export async function consumeChallenge(db: Db, challenge: string, purpose: Purpose, userId: number | null) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length === 1;
}
