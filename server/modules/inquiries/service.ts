import { asc, desc, eq } from "drizzle-orm";
import { type Inquiry, type InquiryResponse, type InquiryStatus, type RespondResult } from "@shared/schema";
import { inquiries, inquiryResponses } from "@shared/tables";
import type { Db } from "../../db/connection";
import { notFound } from "../../http/errors";
import type { Mail, Mailer } from "../../lib/mailer";
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

/** What an administrator's reply is made of: the e-mail's subject and text, who wrote it and their address. */
export interface Reply {
  subject: string;
  message: string;
  sentBy: number;
  /** The administrator's own e-mail address, for the reply's Reply-To; null when their account has none. */
  replyTo: string | null;
}

/** Stores the response, not yet e-mailed, before any attempt to send it; the inquiry's status is left alone. */
export async function recordResponse(
  db: Db,
  inquiryId: number,
  { subject, message, sentBy }: Reply,
): Promise<{ inquiry: Inquiry; response: InquiryResponse }> {
  return db.transaction(async (tx) => {
    // Locked against deletion until the response is in, so the response never refers to a deleted inquiry.
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("key share");
    if (!inquiry) throw missing(inquiryId);
    const [response] = await tx.insert(inquiryResponses).values({ inquiryId, subject, message, sentBy }).returning();
    return { inquiry, response: response! };
  });
}

/**
 * Records how the delivery went on the response and, only when the mail server accepted the e-mail, marks the
 * inquiry responded, in one transaction. Answers both as they now are.
 */
export async function markDelivery(
  db: Db,
  responseId: number,
  emailed: boolean,
  deliveryNote: string,
): Promise<{ inquiry: Inquiry; response: InquiryResponse }> {
  return db.transaction(async (tx) => {
    const [response] = await tx
      .update(inquiryResponses)
      .set({ emailed, deliveryNote })
      .where(eq(inquiryResponses.id, responseId))
      .returning();
    // The inquiry may have been deleted while the mail server was answering; its responses went with it.
    if (!response) throw notFound("The inquiry was deleted while its response was being sent");
    const [inquiry] = emailed
      ? await tx.update(inquiries).set({ status: "responded" }).where(eq(inquiries.id, response.inquiryId)).returning()
      : await tx.select().from(inquiries).where(eq(inquiries.id, response.inquiryId));
    return { inquiry: inquiry!, response };
  });
}

/** What an SMTP error says went wrong, in plain words: a refusal quotes the mail server's reply. */
function failureOf(error: unknown): string {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  if (responseCode) return `the mail server refused it (${response ?? responseCode})`;
  return `the mail server could not be reached (${message ?? String(error)})`;
}

/**
 * E-mails a saved response when a mail server is configured. Answers whether the mail server accepted it, and if
 * not, why, in plain words.
 */
async function deliver(mailer: Mailer, mail: Mail): Promise<{ emailed: true } | { emailed: false; reason: string }> {
  if (!mailer.configured) return { emailed: false, reason: "this site has no mail server set up, so nothing was sent" };
  try {
    await mailer.send(mail);
    return { emailed: true };
  } catch (error) {
    return { emailed: false, reason: failureOf(error) };
  }
}

/**
 * Answers an inquiry: the response is stored first (so a mail outage never loses it), then e-mailed to the
 * inquirer, and the outcome of that delivery is recorded on the response and logged when it failed. The inquiry
 * becomes responded only once the mail server accepted the e-mail; otherwise it keeps its status.
 */
export async function respondToInquiry(
  db: Db,
  mailer: Mailer,
  log: (message: string) => void,
  inquiryId: number,
  reply: Reply,
): Promise<RespondResult> {
  const saved = await recordResponse(db, inquiryId, reply);
  const delivery = await deliver(mailer, {
    to: saved.inquiry.companyEmail,
    subject: reply.subject,
    text: reply.message,
    ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
  });
  const { emailed } = delivery;
  const note = delivery.emailed ? `E-mailed to ${saved.inquiry.companyEmail}.` : `Not e-mailed: ${delivery.reason}.`;
  if (!delivery.emailed) {
    const cause = mailer.configured ? delivery.reason : "SMTP_URL is not set";
    log(`Inquiry ${inquiryId}: response ${saved.response.id} saved but not e-mailed: ${cause}`);
  }
  const { inquiry, response } = await markDelivery(db, saved.response.id, emailed, note);
  return { inquiry, response, emailed, message: note };
}
