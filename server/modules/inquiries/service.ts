import { asc, desc, eq } from "drizzle-orm";
import {
  type Inquiry,
  type InquiryResponse,
  type InquiryStatus,
} from "@shared/schema";
import { inquiries, inquiryResponses } from "@shared/tables";
import type { Db } from "../../db/connection";
import { notFound } from "../../http/errors";

const missing = (id: number) => notFound(`Inquiry ${id} was not found`);

export const listInquiries = (db: Db) => db.select().from(inquiries).orderBy(asc(inquiries.id));

export async function createInquiry(db: Db, values: typeof inquiries.$inferInsert): Promise<Inquiry> {
  const [row] = await db.insert(inquiries).values({ ...values, status: "new" }).returning();
  return row!;
}

export async function setInquiryStatus(db: Db, id: number, status: InquiryStatus): Promise<Inquiry> {
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  if (!row) throw missing(id);
  return row;
}

export async function deleteInquiry(db: Db, id: number): Promise<void> {
  const rows = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  if (!rows[0]) throw missing(id);
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
