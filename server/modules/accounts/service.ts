import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { CreateAdmin, PublicUser } from "@shared/schema";
import { sessions, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { badRequest, notFound } from "../../http/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { createUser, publicUser } from "../auth/service";

/** Serializes removals, so two administrators removing each other at once cannot leave nobody in charge. */
const REMOVE_ADMIN_LOCK = 4242002;

export const WRONG_CURRENT_PASSWORD = "The current password is incorrect";
export const SAME_PASSWORD = "The new password must differ from the current one";
export const REMOVE_SELF = "You cannot remove your own account";
export const REMOVE_LAST = "The last administrator cannot be removed";
export const RESET_SELF = "Change your own password on the Account screen, with your current password";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The sessions signed in as this user (passport keeps the user's id in the session's JSON), except `keepSid`.
 * Deleting them signs the user out there at their next request.
 */
function endSessions(tx: Db | Tx, userId: number, keepSid?: string) {
  const ofUser = sql`${sessions.sess}->'passport'->>'user' = ${String(userId)}`;
  return tx.delete(sessions).where(keepSid === undefined ? ofUser : and(ofUser, ne(sessions.sid, keepSid)));
}

export async function listAdmins(db: Db): Promise<PublicUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(publicUser);
}

/**
 * A new administrator, added by another one; a username taken in any case is a 409 (see createUser). Its owner
 * chooses a password of their own at the first sign-in, since the one given here is known to whoever added them.
 */
export async function createAdmin(db: Db, input: CreateAdmin): Promise<PublicUser> {
  const { username, password, email } = input;
  const user = await createUser(
    db,
    { username, password, email: email || null, isAdmin: true },
    { mustChangePassword: true },
  );
  return user!;
}

async function findAdmin(db: Db | Tx, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)));
  if (!user) throw notFound(`No administrator with id ${id}`);
  return user;
}

/**
 * Sets a new password hash and raises the credentials version with it: sessions signed in before then end. A
 * reset (by another administrator or from the shell) also lets the password sign in again, passkeys or not, until
 * the owner next signs in with a passkey: that is how someone who lost their passkeys gets back in. The owner's
 * own choice (passwordSignIn) stays as it was, for when that window ends; their own change leaves the window.
 * A reset by another administrator (`byOther`) also makes the owner choose their own password at the next
 * sign-in; the owner's own change ends that.
 */
async function setPassword(
  tx: Tx,
  userId: number,
  hash: string,
  { reset = false, byOther = false } = {},
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({
      password: hash,
      credentialsVersion: sql`${users.credentialsVersion} + 1`,
      ...(reset ? { passwordReset: true } : {}),
      mustChangePassword: byOther,
    })
    .where(eq(users.id, userId))
    .returning({ credentialsVersion: users.credentialsVersion });
  if (!row) throw notFound("That account no longer exists");
  return row.credentialsVersion;
}

/**
 * Changes the signed-in user's password after checking the current one, and signs them out everywhere else
 * (`currentSid` stays signed in): whoever learnt the old password loses the sessions it opened, including one
 * whose sign-in is still under way. Returns the new credentials version, for the session that stays.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  currentSid: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Your account no longer exists");
  if (!(await verifyPassword(currentPassword, user.password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  if (currentPassword === newPassword) throw badRequest(SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const version = await setPassword(tx, userId, hash);
    await endSessions(tx, userId, currentSid);
    return version;
  });
}

/**
 * Sets another administrator's password, lets it sign in until their next passkey sign-in, and signs them out
 * of every session. Reset by another administrator (not from the shell), the password must be replaced by the
 * owner's own at their next password sign-in.
 */
export async function resetAdminPassword(db: Db, id: number, password: string, { byOther = true } = {}): Promise<void> {
  await findAdmin(db, id);
  // Hashed outside the transaction: a hash takes a while and may wait for a slot.
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await findAdmin(tx, id);
    await setPassword(tx, id, hash, { reset: true, byOther });
    await endSessions(tx, id);
  });
}

/**
 * `npm run admin:create -- --reset`: the same reset from the shell, for the account with exactly this name (for
 * when no other administrator can sign in). Answers false when there is no such administrator.
 */
export async function resetAdminFromShell(db: Db, username: string, password: string): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.isAdmin, true)));
  if (!admin) return false;
  // Whoever runs the shell command sets the password they will sign in with themselves.
  await resetAdminPassword(db, admin.id, password, { byOther: false });
  return true;
}

/**
 * Removes an administrator and ends their sessions. Never the one asking, never the last one: the count and the
 * delete happen under one lock, so concurrent removals are checked one after the other.
 */
/** Removes the administrator; answers the removed account's id and username. */
export async function removeAdmin(db: Db, id: number, actingUserId: number): Promise<{ id: number; username: string }> {
  if (id === actingUserId) throw badRequest(REMOVE_SELF);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMOVE_ADMIN_LOCK})`);
    const admin = await findAdmin(tx, id);
    const [row] = await tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
    if ((row?.n ?? 0) <= 1) throw badRequest(REMOVE_LAST);
    await tx.delete(users).where(eq(users.id, id));
    await endSessions(tx, id);
    return { id, username: admin.username };
  });
}
