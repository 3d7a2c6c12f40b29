import { createHash } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { SessionData } from "express-session";
import type { SessionSummary } from "@shared/passkeys";
import { sessions, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { notFound } from "../../http/errors";
import { compareCodeUnits } from "../../lib/compare";
import { describeUserAgent } from "./user-agent";

/**
 * What the session list calls a session: a digest of its id. The id itself is what the signed cookie carries, so
 * it never leaves the server, not even to the session's own user.
 */
export const sessionDigest = (sid: string) => createHash("sha256").update(sid).digest("base64url").slice(0, 22);

const ofUser = (userId: number) => sql`${sessions.sess}->'passport'->>'user' = ${String(userId)}`;

/** The user's sessions that still sign in: not expired, and made with the account's current credentials. */
async function liveSessions(db: Db, userId: number, absoluteLifetimeMs: number) {
  const [user] = await db.select({ version: users.credentialsVersion }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const rows = await db
    .select()
    .from(sessions)
    .where(and(ofUser(userId), gt(sessions.expire, sql`now()`)));
  const now = Date.now();
  return rows
    .map((row) => ({ ...row, data: row.sess as Partial<SessionData> }))
    .filter(
      ({ data }) =>
        (data.credentialsVersion ?? 0) === user.version &&
        typeof data.signedInAt === "number" &&
        now - data.signedInAt < absoluteLifetimeMs,
    );
}

export interface Lifetimes {
  idleLifetimeMs: number;
  absoluteLifetimeMs: number;
}

/** The signed-in user's sessions, this one first, then the most recently active. */
export async function listSessions(
  db: Db,
  userId: number,
  currentSid: string,
  { idleLifetimeMs, absoluteLifetimeMs }: Lifetimes,
): Promise<SessionSummary[]> {
  const rows = await liveSessions(db, userId, absoluteLifetimeMs);
  const list = rows.map(({ sid, expire, data }): SessionSummary => {
    // Every request a session makes pushes its expiry to a full idle lifetime away: the expiry tells when it was
    // last active without a write of its own.
    const lastActive = new Date(new Date(expire).getTime() - idleLifetimeMs);
    return {
      id: sessionDigest(sid),
      current: sid === currentSid,
      ...describeUserAgent(data.userAgent),
      signedInAt: typeof data.signedInAt === "number" ? new Date(data.signedInAt).toISOString() : null,
      signedInWith: data.signedInWith ?? null,
      lastActiveAt: sid === currentSid ? new Date().toISOString() : lastActive.toISOString(),
      ip: typeof data.ip === "string" ? data.ip : "",
    };
  });
  return list.sort(
    (a, b) => Number(b.current) - Number(a.current) || compareCodeUnits(b.lastActiveAt ?? "", a.lastActiveAt ?? ""),
  );
}

export const SIGN_OUT_CURRENT = "This is the session you are using: sign out of it with 'Sign out'";

/** Ends one of the user's other sessions, named by its digest; answers what it was, for the activity log. */
export async function endSession(db: Db, userId: number, digest: string, currentSid: string): Promise<string> {
  const rows = await db.select({ sid: sessions.sid, sess: sessions.sess }).from(sessions).where(ofUser(userId));
  const found = rows.find((row) => sessionDigest(row.sid) === digest);
  if (!found) throw notFound("That session has already ended");
  if (found.sid === currentSid) throw notFound(SIGN_OUT_CURRENT);
  await db.delete(sessions).where(eq(sessions.sid, found.sid));
  const { browser, system } = describeUserAgent((found.sess as Partial<SessionData>).userAgent);
  return `${browser} on ${system}`;
}

/** Ends every session of the user but `keepSid`; answers how many ended. */
export async function endOtherSessions(db: Db, userId: number, keepSid: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(ofUser(userId), ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}

/** Ends the sessions a passkey signed in, but `keepSid`; answers how many ended. */
export async function endPasskeySessions(db: Db, userId: number, passkeyId: number, keepSid: string) {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        ofUser(userId),
        sql`${sessions.sess}->'signedInWith'->>'passkeyId' = ${String(passkeyId)}`,
        ne(sessions.sid, keepSid),
      ),
    )
    .returning({ sid: sessions.sid });
  return rows.length;
}
