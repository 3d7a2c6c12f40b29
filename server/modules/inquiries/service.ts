import { asc, desc, eq } from "drizzle-orm";
import { type Inquiry, type InquiryResponse, type InquiryStatus, type RespondResult } from "@shared/schema";
import { inquiries, inquiryResponses } from "@shared/tables";
import type { Db } from "../../db/connection";
import { notFound } from "../../http/errors";
import type { Mailer } from "../../lib/mailer";
import { queueInquiryNotification } from "./notifications";

const missing = (id: number) => notFound(`Inquiry ${id} was not found`);

export const listInquiries = (db: Db) => db.select().from(inquiries).orderBy(asc(inquiries.id));

/**
 * Saves a visitor's inquiry and, in the same transaction, queues the e-mail that tells the team about it (when
 * someone is to be told; see notifications.ts). `queued` says whether it did.
 */
export async function createInquiry(
  db: Db,
  values: typeof inquiries.$inferInsert,
  siteUrl: string,
): Promise<{ inquiry: Inquiry; queued: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ ...values, status: "new" })
      .returning();
    const queued = await queueInquiryNotification(tx, row!.id, siteUrl);
    return { inquiry: row!, queued };
  });
}

export async function setInquiryStatus(db: Db, id: number, status: InquiryStatus): Promise<Inquiry> {
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  if (!row) throw missing(id);
  return row;
}

export async function setInquiryNotes(db: Db, id: number, notes: string | null): Promise<Inquiry> {
  const [row] = await db.update(inquiries).set({ notes }).where(eq(inquiries.id, id)).returning();
  if (!row) throw missing(id);
  return row;
}

/** Deletes the inquiry; answers its id and the sender's name. */
export async function deleteInquiry(db: Db, id: number): Promise<{ id: number; fullName: string }> {
  const rows = await db
    .delete(inquiries)
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id, fullName: inquiries.fullName });
  if (!rows[0]) throw missing(id);
  return rows[0];
}

export async function findInquiry(db: Db, id: number): Promise<Inquiry> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw missing(id);
  return row;
}

export async function listResponses(db: Db, inquiryId: number): Promise<InquiryResponse[]> {
  await findInquiry(db, inquiryId);
  return db
    .select()
    .from(inquiryResponses)
    .where(eq(inquiryResponses.inquiryId, inquiryId))
    .orderBy(desc(inquiryResponses.sentAt), desc(inquiryResponses.id));
}

/** Stores the response and marks the inquiry responded, in one transaction, before any attempt to e-mail it. */
export async function recordResponse(
  db: Db,
  inquiryId: number,
  message: string,
  sentBy: number,
): Promise<{ inquiry: Inquiry; response: InquiryResponse }> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .update(inquiries)
      .set({ status: "responded" })
      .where(eq(inquiries.id, inquiryId))
      .returning();
    if (!inquiry) throw missing(inquiryId);
    const [response] = await tx.insert(inquiryResponses).values({ inquiryId, message, sentBy }).returning();
    return { inquiry, response: response! };
  });
}

export async function markDelivery(
  db: Db,
  responseId: number,
  emailed: boolean,
  deliveryNote: string,
): Promise<InquiryResponse> {
  const [row] = await db
    .update(inquiryResponses)
    .set({ emailed, deliveryNote })
    .where(eq(inquiryResponses.id, responseId))
    .returning();
  return row!;
}

/** E-mails a saved response when a mail server is configured; says honestly what happened either way. */
async function deliver(mailer: Mailer, to: string, text: string): Promise<{ emailed: boolean; note: string }> {
  if (!mailer.configured) {
    return { emailed: false, note: "Saved, but not e-mailed: no mail server is configured (SMTP_URL)." };
  }
  try {
    await mailer.send({ to, subject: "Re: your accessibility services inquiry", text });
    return { emailed: true, note: `E-mailed to ${to}.` };
  } catch (error) {
    return { emailed: false, note: `Saved, but the e-mail could not be sent: ${(error as Error).message}` };
  }
}

/**
 * Answers an inquiry: the response is stored first (so a mail outage never loses it), then e-mailed to the
 * inquirer, and the outcome of that delivery is recorded on the response and logged when it failed.
 */
export async function respondToInquiry(
  db: Db,
  mailer: Mailer,
  log: (message: string) => void,
  inquiryId: number,
  message: string,
  sentBy: number,
): Promise<RespondResult> {
  const saved = await recordResponse(db, inquiryId, message, sentBy);
  const { emailed, note } = await deliver(mailer, saved.inquiry.companyEmail, message);
  if (!emailed) log(`Inquiry ${inquiryId}: response ${saved.response.id} saved but not e-mailed: ${note}`);
  const response = await markDelivery(db, saved.response.id, emailed, note);
  return { ...saved, response, emailed, message: note };
}
