// Every inquiry of one status tab and search as a CSV file for a spreadsheet, newest first. The rows are read from
// the database in batches and written to the answer as they come, so exporting 100,000 inquiries holds one batch in
// memory, not the whole table, and a client that stops reading (or goes away) stops the reading too.
import { once, type EventEmitter } from "node:events";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { inquiryExportQuerySchema } from "@shared/admin-lists";
import { csvLine } from "@shared/csv";
import { INQUIRY_STATUS_LABELS } from "@shared/schema";
import { inquiries, inquiryResponses } from "@shared/tables";
import type { Db } from "../../db/connection";
import { inquirySearch } from "./list";

export type InquiryExportQuery = z.output<typeof inquiryExportQuerySchema>;

/** Rows read per query: large enough that a big export is a few hundred quick queries, small enough to hold. */
export const EXPORT_BATCH_SIZE = 500;

/** The file's columns, one per row of EXPORTED below; times are in UTC, as a spreadsheet reads them. */
export const EXPORT_HEADER = [
  "Received (UTC)",
  "Last changed (UTC)",
  "Status",
  "Name",
  "Designation / organisation",
  "E-mail",
  "Phone",
  "Goals",
  "Challenges",
  "Notes",
  "Last reply (UTC)",
];

const exportColumns = {
  id: inquiries.id,
  // Where the next batch starts: created_at as PostgreSQL prints it, to the microsecond and with its offset. A
  // JavaScript Date keeps milliseconds only, and a batch starting from one would skip or repeat inquiries received
  // within the same millisecond.
  after: sql<string>`${inquiries.createdAt}::text`,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  status: inquiries.status,
  fullName: inquiries.fullName,
  designation: inquiries.designation,
  companyEmail: inquiries.companyEmail,
  phoneNumber: inquiries.phoneNumber,
  goals: inquiries.goals,
  challenges: inquiries.challenges,
  notes: inquiries.notes,
  // The latest reply kept, e-mailed or not (Inquiry Details shows which), found through the index on inquiry_id.
  lastReplyAt: sql<Date | null>`(SELECT max(${inquiryResponses.sentAt}) FROM ${inquiryResponses}
    WHERE ${inquiryResponses.inquiryId} = ${outer(inquiries.id)})`.mapWith(inquiryResponses.sentAt),
};

/**
 * A column of the outer query named with its table, as a subquery must name it: drizzle writes the columns of a
 * query on one table without it, and inside the subquery a bare "id" would be the reply's own.
 */
function outer(column: typeof inquiries.id) {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

/** One batch: the inquiries matching `query` that come after `after` in the list's order (newest first). */
function readBatch(db: Db, query: InquiryExportQuery, size: number, after?: { at: string; id: number }) {
  return db
    .select(exportColumns)
    .from(inquiries)
    .where(
      and(
        inquirySearch(query.search),
        query.status ? eq(inquiries.status, query.status) : undefined,
        // Keyset paging: the row value comparison walks the index on (created_at, id) from where the last batch
        // stopped, however deep into the list, where an OFFSET would read and throw away every earlier row again.
        after ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(size);
}

/**
 * The matching inquiries in batches of `size`, newest first. Each batch is its own query, not a cursor or a
 * transaction held open while the client downloads: the embedded database has one connection, which would be
 * taken from every other request for that long. So an inquiry received during the export is left out (it comes
 * before where the export has got to) and one deleted meanwhile may be missing; none is ever repeated.
 */
export async function* inquiryBatches(
  db: Db,
  query: InquiryExportQuery,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await readBatch(db, query, size, after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { at: last.after, id: last.id };
  }
}

/** "2026-01-31 14:05:09": a date and time every spreadsheet reads as one, in UTC. */
const timeCell = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace("T", " ") : "");

const listCell = (items: string[] | null) => (items ?? []).join("; ");

/** One inquiry as the cells of its row, in the order of EXPORT_HEADER. */
export const inquiryCells = (row: ExportRow): string[] => [
  timeCell(row.createdAt),
  timeCell(row.updatedAt),
  INQUIRY_STATUS_LABELS[row.status],
  row.fullName,
  row.designation,
  row.companyEmail,
  row.phoneNumber,
  listCell(row.goals),
  listCell(row.challenges),
  row.notes ?? "",
  timeCell(row.lastReplyAt),
];

// The file starts with a UTF-8 byte order mark: Excel opens a CSV file without one in the computer's legacy code
// page and turns "Zoë" into "ZoÃ«"; with it, Excel reads UTF-8. LibreOffice, Numbers, Google Sheets and most
// CSV libraries skip the mark.
export const BOM = "\uFEFF";

/** Where an export's lines go: an HTTP answer, which emits "drain" once it can take more after a full write. */
export interface CsvOut extends EventEmitter {
  write(chunk: string): boolean;
}

export interface CsvResult {
  /** How many rows were handed to `out` after the header. */
  rows: number;
  /** False when `gone` stopped the export before its last row. */
  complete: boolean;
}

/**
 * Writes the byte order mark, the header and every row of `batches` to `out`, one batch per write. When `out`
 * says it is full (`write` answers false), the next batch is read only once it has drained; once `gone` is
 * aborted (the client went away), nothing more is read. The first batch is read before anything is written, so
 * a database that fails at once fails the request with a proper error answer rather than a file cut short.
 */
export async function writeCsv<T>(
  out: CsvOut,
  header: string[],
  batches: AsyncIterable<T[]>,
  cellsOf: (row: T) => string[],
  gone: AbortSignal,
): Promise<CsvResult> {
  let rows = 0;
  let started = false;
  for await (const batch of batches) {
    if (gone.aborted) return { rows, complete: false };
    let chunk = started ? "" : BOM + csvLine(header);
    started = true;
    for (const row of batch) chunk += csvLine(cellsOf(row));
    rows += batch.length;
    if (!out.write(chunk) && !(await drained(out, gone))) return { rows, complete: false };
  }
  if (!started) out.write(BOM + csvLine(header));
  return { rows, complete: !gone.aborted };
}

/** Resolves true once `out` drains, or false once `gone` is aborted first. */
async function drained(out: CsvOut, gone: AbortSignal): Promise<boolean> {
  try {
    await once(out, "drain", { signal: gone });
    return true;
  } catch (error) {
    if (gone.aborted) return false;
    throw error;
  }
}

/** The file's name: the inquiries of today (UTC), e.g. inquiries-2026-01-31.csv. */
export const exportFileName = (now = new Date()) => `inquiries-${now.toISOString().slice(0, 10)}.csv`;

/** The Content-Disposition of the file: to be saved, under its name (plain ASCII, quoted). */
export const exportDisposition = (now = new Date()) => `attachment; filename="${exportFileName(now)}"`;
