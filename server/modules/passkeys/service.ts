import { and, asc, count, eq, notExists, sql } from "drizzle-orm";
import type { PasskeyAccount, PasskeyPolicy, PasskeySummary, PasswordSignInMode } from "@shared/passkeys";
import { PASSKEYS_ONLY_SETTING } from "@shared/passkeys";
import { passkeys, siteSettings, users } from "@shared/tables";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";

export type PasskeyRow = typeof passkeys.$inferSelect;

export const summary = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Site Settings' 'Administrators sign in with passkeys only' (off unless stored as "true"). */
export async function sitePasskeysOnly(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, PASSKEYS_ONLY_SETTING));
  return row?.value === "true";
}

export async function setSitePasskeysOnly(db: Db, on: boolean): Promise<void> {
  const value = String(on);
  await db
    .insert(siteSettings)
    .values({ settingKey: PASSKEYS_ONLY_SETTING, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedAt: sql`now()` } });
}

/** What decides whether an account's password signs in (the users table's columns of that name). */
export interface PasswordSignIn {
  passwordSignIn: PasswordSignInMode;
  passwordReset: boolean;
}

/**
 * Whether a password sign-in to this account is refused: only once it has a passkey, when its owner turned the
 * password off or the site's switch is on, and not while a reset by another administrator lets it in.
 */
export async function passwordRefused(db: Db, userId: number, account: PasswordSignIn): Promise<boolean> {
  if (account.passwordReset) return false;
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  if (!row?.n) return false;
  return account.passwordSignIn === "off" || (await sitePasskeysOnly(db));
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** What the Account screen shows of the signed-in administrator's passkeys and password. */
export async function passkeyAccount(db: Db, userId: number): Promise<PasskeyAccount> {
  const [user] = await db
    .select({ passwordSignIn: users.passwordSignIn, passwordReset: users.passwordReset })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Your account no longer exists");
  const rows = await listPasskeys(db, userId);
  const site = await sitePasskeysOnly(db);
  return {
    passkeys: rows.map(summary),
    ...user,
    passkeysOnlySite: site,
    passwordRefused: rows.length > 0 && !user.passwordReset && (user.passwordSignIn === "off" || site),
  };
}

/** The passkey with this id when it is this user's; another account's passkey is as absent as a missing one. */
export async function ownPasskey(db: Db, userId: number, id: number): Promise<PasskeyRow> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  if (!row) throw notFound("No such passkey on your account");
  return row;
}

export const findByCredentialId = async (db: Db, credentialId: string) =>
  (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0];

export const PASSKEY_TAKEN = "This passkey is already registered. Each passkey can be added once.";

export async function addPasskey(db: Db, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  if (!row) throw conflict(PASSKEY_TAKEN);
  return row;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeyRow> {
  await ownPasskey(db, userId, id);
  const [row] = await db.update(passkeys).set({ name }).where(eq(passkeys.id, id)).returning();
  return row!;
}

/** Removes one of the user's passkeys; answers what it was. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<PasskeyRow> {
  const row = await ownPasskey(db, userId, id);
  await db.delete(passkeys).where(eq(passkeys.id, row.id));
  return row;
}

/**
 * Records a use of a passkey with the authenticator's new counter. The update only lands while the stored counter
 * is still below it (or both are 0, for authenticators that keep no counter), so of two sign-ins racing with one
 * answer only one gets true.
 */
export async function recordUse(db: Db, row: PasskeyRow, newCounter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, row.id),
        newCounter === 0 ? eq(passkeys.counter, 0) : sql`${passkeys.counter} < ${newCounter}`,
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** The owner's own choice; it also ends a reset's window, since the owner has now said what they want. */
export async function setPasswordSignIn(db: Db, userId: number, mode: PasswordSignInMode): Promise<void> {
  await db.update(users).set({ passwordSignIn: mode, passwordReset: false }).where(eq(users.id, userId));
}

/**
 * Ends a reset's window once the owner signed in with a passkey: the password then signs in as their own choice
 * says again. Only while the password is still the one read at that sign-in (`credentialsVersion`), so a reset
 * made meanwhile keeps its window.
 */
export async function endPasswordReset(db: Db, userId: number, credentialsVersion: number): Promise<void> {
  await db
    .update(users)
    .set({ passwordReset: false })
    .where(and(eq(users.id, userId), eq(users.credentialsVersion, credentialsVersion)));
}

/** The switch, and the administrators it cannot yet apply to (no passkey). */
export async function passkeyPolicy(db: Db): Promise<PasskeyPolicy> {
  const withoutPasskey = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(passkeys)
            .where(eq(passkeys.userId, users.id)),
        ),
      ),
    )
    .orderBy(asc(users.username));
  return { passkeysOnly: await sitePasskeysOnly(db), withoutPasskey };
}
