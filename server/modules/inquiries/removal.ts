// Removing inquiries in bulk, for the retention setting (retention.ts) and an erasure by e-mail address (erase.ts):
// each inquiry with its replies (inquiry_responses) and the outbox records of the e-mails that told the team about
// it (inquiry_notifications). Both tables would follow the inquiry by their foreign keys (ON DELETE CASCADE); they
// are deleted here first, in the caller's transaction, so that the caller can say how many of each went.
import { inArray, type SQL } from "drizzle-orm";
import { inquiries, inquiryNotifications, inquiryResponses } from "@shared/tables";
import type { Tx } from "../versioned-update";

export interface RemovedInquiries {
  /** The ids of the inquiries removed. */
  ids: number[];
  inquiries: number;
  responses: number;
  notifications: number;
}

/**
 * Removes the inquiries `where` selects, with their replies and outbox records, inside `tx`. The inquiries are
 * locked first, so a reply being saved to one of them at the same moment either lands before (and is removed too)
 * or finds the inquiry gone.
 */
export async function removeInquiries(tx: Tx, where: SQL): Promise<RemovedInquiries> {
  const found = await tx.select({ id: inquiries.id }).from(inquiries).where(where).for("update");
  const ids = found.map((row) => row.id);
  if (!ids.length) return { ids, inquiries: 0, responses: 0, notifications: 0 };
  const notifications = await tx
    .delete(inquiryNotifications)
    .where(inArray(inquiryNotifications.inquiryId, ids))
    .returning({ id: inquiryNotifications.id });
  const responses = await tx
    .delete(inquiryResponses)
    .where(inArray(inquiryResponses.inquiryId, ids))
    .returning({ id: inquiryResponses.id });
  const removed = await tx.delete(inquiries).where(inArray(inquiries.id, ids)).returning({ id: inquiries.id });
  return {
    ids,
    inquiries: removed.length,
    responses: responses.length,
    notifications: notifications.length,
  };
}

/** "1 inquiry", "3 replies": a count with its noun, singular or plural. */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "a, b and c" */
export const joinAnd = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * What went besides the inquiries, for a log line or an activity entry: ", with their 3 replies and 1 new-inquiry
 * e-mail", or nothing when only inquiries went. Never a name or an address.
 */
export function withTheirRecords(removed: Pick<RemovedInquiries, "responses" | "notifications">, extra: string[] = []) {
  const parts = [
    ...(removed.responses ? [countOf(removed.responses, "reply", "replies")] : []),
    ...(removed.notifications ? [countOf(removed.notifications, "new-inquiry e-mail", "new-inquiry e-mails")] : []),
    ...extra,
  ];
  return parts.length ? `, with their ${joinAnd(parts)}` : "";
}
