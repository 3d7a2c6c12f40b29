import type { InquiryStatus } from "@shared/schema";
import { inquiries } from "@shared/tables";
import type { Db } from "../db/connection";

/** What a test says of an inquiry it stores; the rest is a plain request for an accessible EPUB. */
export type InquirySeed = Partial<typeof inquiries.$inferInsert> & { fullName: string; status?: InquiryStatus };

/**
 * Stores inquiries received one a day from 1 January 2026 at 09:30 UTC, in the order given (the last is the
 * newest), each last changed a month after it came; answers their ids.
 */
export async function insertInquiries(db: Db, rows: InquirySeed[]): Promise<number[]> {
  const inserted = await db
    .insert(inquiries)
    .values(
      rows.map((row, i) => ({
        designation: "Head of Digital",
        companyEmail: "someone@example.org",
        phoneNumber: "555 0100",
        goals: ["Accessible EPUB"],
        status: "new" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30)),
        updatedAt: new Date(Date.UTC(2026, 1, 1 + i, 17, 5, 9)),
        ...row,
      })),
    )
    .returning({ id: inquiries.id });
  return inserted.map((row) => row.id);
}
