// Clean-up and the writes that may start using an uploaded file take turns on one advisory lock, so that clean-up
// never removes a file that a write not yet committed has just put in a row. Writes hold the lock shared (they never
// wait for each other), clean-up exclusively: it waits for the writes in progress to commit and then reads which
// files are in use, and writes that start meanwhile wait until it has removed what it found unused and committed.
// Both are transaction locks: released at commit or rollback, also when the connection is lost.
//
// On the embedded database there is one session, whose advisory locks never block one another (so it cannot
// deadlock on itself); there the single connection already makes them take turns, since a transaction keeps the
// database to itself until it ends.
import { sql } from "drizzle-orm";
import type { Tx } from "../versioned-update";

/** Any fixed number no other advisory lock on the database uses. */
const UPLOADS_LOCK = 7_281_054_301;

/** Call in a write's transaction before it writes a column that may name an upload (see references.ts). */
export async function lockUploadsForWrite(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${UPLOADS_LOCK})`);
}

/** Call first in clean-up's transaction; read the references and remove the files before it commits. */
export async function lockUploadsForCleanup(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOADS_LOCK})`);
}
