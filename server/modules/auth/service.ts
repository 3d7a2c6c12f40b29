import { and, count, eq, sql } from "drizzle-orm";
import { type InsertUser, type PublicUser, type User } from "@shared/schema";
import { users } from "@shared/tables";
import { isAsciiUsername } from "@shared/username";
import type { Db } from "../../db/connection";
import { HttpError, conflict } from "../../http/errors";
import { dummyHashOf, hashPassword, needsRehash, verifyPassword } from "../../lib/password";
import { passwordRefused } from "../passkeys/service";

/** Usernames compare without regard to case (the unique index is on lower(username)). */
const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/**
 * The account a typed name signs in to: the same name in any ASCII case. A name with other characters matches
 * none, since PostgreSQL's lower() would fold some of them onto an ASCII name (see shared/username.ts).
 */
async function findByLoginName(db: Db, username: string): Promise<User | undefined> {
  if (!isAsciiUsername(username)) return undefined;
  const [row] = await db.select().from(users).where(usernameIs(username));
  return row;
}

export const publicUser = ({
  password: _password,
  credentialsVersion: _version,
  passwordSignIn: _mode,
  passwordReset: _reset,
  ...user
}: User): PublicUser => user;

/** A user and the credentials version (see shared/tables.ts) read with it. */
export interface UserWithVersion {
  user: PublicUser;
  credentialsVersion: number;
}

export async function findUserById(db: Db, id: number): Promise<(UserWithVersion & { passwordReset: boolean }) | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row
    ? { user: publicUser(row), credentialsVersion: row.credentialsVersion, passwordReset: row.passwordReset }
    : null;
}

/**
 * The user when the password matches; null otherwise, after the same amount of work either way. The credentials
 * version comes from the same read as the hash that was checked, so a password changed while the check waited for
 * its turn leaves the sign-in holding the old version.
 */
export async function checkCredentials(db: Db, username: string, password: string): Promise<UserWithVersion | null> {
  const row = await findByLoginName(db, username);
  // Whether the account takes passkeys only is looked up for every attempt, alongside the hash, so that a refusal
  // for that reason costs the same time as a wrong password and tells nobody which accounts have a passkey.
  const [ok, refused] = await Promise.all([
    verifyPassword(password, row?.password ?? (await dummyHashOf())),
    passwordRefused(db, row?.id ?? 0, row ?? { passwordSignIn: "default", passwordReset: false }),
  ]);
  // Every account is an administrator managed on the Administrators screen; a non-administrator row left by an
  // older version is listed nowhere and cannot be reset or removed there, so it does not sign in either.
  if (!row || !ok || refused || !row.isAdmin) return null;
  if (needsRehash(row.password)) await upgradeHash(db, row, password);
  return { user: publicUser(row), credentialsVersion: row.credentialsVersion };
}

/**
 * Stores the password hashed with the current parameters in place of a hash made with older ones, once it has
 * just been checked. Only while the stored hash is still the one checked: a password changed meanwhile stays. The
 * credentials version stays as well, since the password itself did not change: no session ends. When every
 * hashing slot is taken, the sign-in goes ahead without it and the next one tries again.
 */
async function upgradeHash(db: Db, row: User, password: string) {
  let hash: string;
  try {
    hash = await hashPassword(password);
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) return;
    throw error;
  }
  await db
    .update(users)
    .set({ password: hash })
    .where(and(eq(users.id, row.id), eq(users.password, row.password)));
}

/** How many administrators exist: with none, the site is waiting for its first one. */
export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

/**
 * Creates a user. With `onlyIfFirst` it succeeds only while no administrator exists (first-run setup, the
 * start-up administrator), and an advisory lock keeps two simultaneous first registrations from both winning.
 */
export async function createUser(
  db: Db,
  input: InsertUser,
  { onlyIfFirst = false, mustChangePassword = false } = {},
): Promise<PublicUser | null> {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (onlyIfFirst) {
      await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
      if ((row?.n ?? 0) > 0) return null;
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(usernameIs(input.username));
    if (taken) throw conflict("That username is already taken", { username: ["That username is already taken"] });
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        password,
        email: input.email ?? null,
        isAdmin: input.isAdmin ?? false,
        mustChangePassword,
      })
      .returning();
    return publicUser(user!);
  });
}

/**
 * Creates the administrator named by ADMIN_USERNAME / ADMIN_PASSWORD at start-up, only while the database has no
 * administrator at all. Once anyone is in charge the settings are ignored: an administrator who was removed, or
 * whose password was changed, stays that way over a restart. Several servers starting at once on one database
 * create it once (the same lock as first-run setup).
 */
export async function bootstrapAdmin(
  db: Db,
  username: string,
  password: string,
  email?: string,
): Promise<"created" | "skipped"> {
  // Checked before the password is hashed, so an ordinary restart does not pay for a hash.
  if ((await countAdmins(db)) > 0) return "skipped";
  const user = await createUser(db, { username, password, email: email ?? null, isAdmin: true }, { onlyIfFirst: true });
  return user ? "created" : "skipped";
}

/**
 * Creates the administrator `npm run admin:create` names when it does not exist yet. Only the exact
 * name counts as existing: a name that differs only in case from another account's is refused as taken (409).
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string,
  email?: string,
): Promise<"created" | "exists"> {
  const exists = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username))).length > 0;
  if (await exists()) return "exists";
  try {
    await createUser(db, { username, password, email: email ?? null, isAdmin: true });
  } catch (error) {
    // Several servers starting at once on one database: another one created it between the check and the insert.
    if (await exists()) return "exists";
    throw error;
  }
  return "created";
}
