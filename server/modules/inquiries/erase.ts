// Erasing what the site stores about one e-mail address, when the person asks (POST /api/inquiries/erase), in one
// transaction:
//
// - every inquiry whose company e-mail is that address (whatever its case, spaces around it ignored), with its
//   replies and the outbox records of the e-mails that told the team about it (removal.ts);
// - every activity log entry about one of those inquiries (entity "inquiries" and its id): the one written when a
//   signed-in administrator sent it, status changes, notes, replies; their sentences name the sender;
// - every activity log entry whose sentence quotes the address (a setting that listed it, say);
// - every failed sign-in whose typed username was the address.
//
// Not covered, and said so in the admin guide: entries about inquiries from that address deleted earlier by hand
// ("Deleted the inquiry from …", whose link to the address went with the inquiry); other entries that name the same
// person only by name (a name names no one for sure); the server's own log lines (an e-mail failure may quote the
// mail server, which may quote the address); e-mails already sent, in the team's and the sender's mailboxes; and
// backups made before the erasure, until they are deleted.
//
// The erasure's own activity entry is written after this transaction (by the activity recorder), with the counts
// only, never the address.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { InquiryErasure } from "@shared/schema";
import { activityLog, inquiries } from "@shared/tables";
import type { Db } from "../../db/connection";
import { countOf, joinAnd, removeInquiries } from "./removal";

/** The address as it is compared: trimmed, lower case. */
const normalized = (email: string) => email.trim().toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, "\\$&");

/**
 * A regular expression (PostgreSQL's, case-insensitive) for the address as a whole word of a sentence: not the
 * tail of a longer address (xgrace@…) nor the start of one (….com.au), but followed by a full stop or a comma.
 */
export const wholeAddressPattern = (email: string) =>
  `(^|[^a-z0-9._%+-])${escapeRegExp(email)}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;

/** The activity entries that name the erased inquiries or the address itself (see the top of this file). */
function entriesAbout(ids: number[], email: string): SQL {
  const conditions: SQL[] = [
    sql`${activityLog.summary} ~* ${wholeAddressPattern(email)}`,
    and(eq(activityLog.action, "sign-in-failed"), sql`lower(trim(${activityLog.username})) = ${email}`)!,
  ];
  if (ids.length)
    conditions.push(
      and(
        eq(activityLog.entityType, "inquiries"),
        inArray(
          activityLog.entityId,
          ids.map((id) => String(id)),
        ),
      )!,
    );
  return or(...conditions)!;
}

/** Removes everything stored about `email` (above) in one transaction; answers how many records of each kind went. */
export async function eraseInquiriesFrom(db: Db, email: string): Promise<InquiryErasure> {
  const address = normalized(email);
  return db.transaction(async (tx) => {
    const removed = await removeInquiries(tx, sql`lower(trim(${inquiries.companyEmail})) = ${address}`);
    const entries = await tx
      .delete(activityLog)
      .where(entriesAbout(removed.ids, address))
      .returning({ id: activityLog.id });
    return {
      inquiries: removed.inquiries,
      responses: removed.responses,
      notifications: removed.notifications,
      activityEntries: entries.length,
    };
  });
}

/** The erasure's own activity entry: the counts, never the address. */
export function describeErasure(erased: InquiryErasure): string {
  const parts = [
    ...(erased.inquiries ? [countOf(erased.inquiries, "inquiry", "inquiries")] : []),
    ...(erased.responses ? [countOf(erased.responses, "reply", "replies")] : []),
    ...(erased.notifications ? [countOf(erased.notifications, "new-inquiry e-mail", "new-inquiry e-mails")] : []),
    ...(erased.activityEntries ? [countOf(erased.activityEntries, "activity entry", "activity entries")] : []),
  ];
  return parts.length
    ? `Erased ${joinAnd(parts)} by e-mail address`
    : "Erased by e-mail address: nothing was stored about it";
}
