// One page of the inquiries list, newest first, filtered by status and searched by name and e-mail address.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { InquiryCounts, InquiryListPage, inquiryListQuerySchema, InquirySummary } from "@shared/admin-lists";
import { inquiries } from "@shared/tables";
import type { Db } from "../../db/connection";
import { containsText, offsetOf } from "../list-query";

/** What the list shows of an inquiry (see InquirySummary). */
const summaryColumns = {
  id: inquiries.id,
  fullName: inquiries.fullName,
  designation: inquiries.designation,
  companyEmail: inquiries.companyEmail,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
};

/**
 * Inquiries have no company field: the company e-mail's domain names the company, and the search looks in the
 * whole address, so "acme" finds ada@acme.example.
 */
const SEARCHED = [inquiries.fullName, inquiries.companyEmail];

/** The inquiries whose name or e-mail address contains `search`, any case; every inquiry without one. */
export const inquirySearch = (search: string | undefined) => (search ? containsText(SEARCHED, search) : undefined);

/**
 * How many inquiries have each status, of those `matching` (all without it): one grouped count, the total following
 * from it. The list's tabs show them, and the admin navigation how many are new.
 */
export async function inquiryCounts(db: Db, matching?: SQL): Promise<InquiryCounts> {
  const grouped = await db
    .select({ status: inquiries.status, count: count() })
    .from(inquiries)
    .where(matching)
    .groupBy(inquiries.status);
  const counts: InquiryCounts = { all: 0, new: 0, in_review: 0, responded: 0 };
  for (const row of grouped) {
    counts[row.status] = row.count;
    counts.all += row.count;
  }
  return counts;
}

export async function listInquiryPage(
  db: Db,
  query: z.output<typeof inquiryListQuerySchema>,
): Promise<InquiryListPage> {
  const { status, search } = query;
  const matching = inquirySearch(search);
  const counts = await inquiryCounts(db, matching);
  // Served by the indexes on (created_at, id) and (status, created_at, id), read backwards.
  const items: InquirySummary[] = await db
    .select(summaryColumns)
    .from(inquiries)
    .where(and(matching, status ? eq(inquiries.status, status) : undefined))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items, total: status ? counts[status] : counts.all, page: query.page, pageSize: query.pageSize, counts };
}
