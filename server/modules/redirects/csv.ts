// The redirect rules as a CSV file for a spreadsheet, and back: an export of every rule, and an import that adds or
// replaces rules all or nothing, each row checked as the Add Redirect dialog's would be.
import { csvFile, CsvError, parseCsv } from "@shared/csv";
import {
  REDIRECT_CSV_COLUMNS,
  redirectSchema,
  type Redirect,
  type RedirectImportResult,
  type RedirectValues,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import { badRequest, HttpError } from "../../http/errors";
import { importRedirects } from "./service";

/** The file's text: a byte order mark (so Excel reads UTF-8), the header, one line per rule, times in UTC. */
export const redirectsCsv = (rules: readonly Redirect[]) =>
  "\uFEFF" +
  csvFile(
    REDIRECT_CSV_COLUMNS,
    rules.map((rule) => [
      rule.fromPath,
      rule.toPath,
      String(rule.statusCode),
      rule.note ?? "",
      String(rule.hits),
      rule.lastHitAt ? new Date(rule.lastHitAt).toISOString() : "",
    ]),
  );

/** The file's name: the redirects of today (UTC), e.g. redirects-2026-01-31.csv. */
export const redirectsFileName = (now = new Date()) => `redirects-${now.toISOString().slice(0, 10)}.csv`;

const lineError = (line: number, message: string) => badRequest(`Line ${line}: ${message}`);

/** A row's cells as the fields of a rule, by the header's column names (in any order). */
function rowValues(header: string[], cells: string[]) {
  const cell = (name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? undefined : (cells[index] ?? "");
  };
  const code = cell("status_code")?.trim();
  return {
    fromPath: cell("from_path"),
    toPath: cell("to_path"),
    // An empty kind is the default, 301; anything else that is not a number is refused by the schema.
    statusCode: code ? (/^\d+$/.test(code) ? Number(code) : code) : undefined,
    note: cell("note"),
  };
}

/** The rules a file holds, each with its line; throws a 400 naming the line of the first problem. */
export function readRedirectsCsv(text: string): { values: RedirectValues; line: number }[] {
  let rows;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
  const [head, ...body] = rows;
  const header = head?.cells.map((name) => name.trim().toLowerCase()) ?? [];
  if (!header.includes("from_path") || !header.includes("to_path")) {
    throw lineError(1, `The first line must name the columns, such as ${REDIRECT_CSV_COLUMNS.join(",")}`);
  }
  if (!body.length) throw badRequest("The file has no redirects under its first line");
  const seen = new Map<string, number>();
  return body.map(({ cells, line }) => {
    const parsed = redirectSchema.safeParse(rowValues(header, cells));
    if (!parsed.success) throw lineError(line, parsed.error.issues[0]!.message);
    const earlier = seen.get(parsed.data.fromPath);
    if (earlier) throw lineError(line, `${parsed.data.fromPath} has a redirect on line ${earlier} already`);
    seen.set(parsed.data.fromPath, line);
    return { values: parsed.data, line };
  });
}

/** Adds or replaces the file's rules, all or none; a rule refused (a loop, a page there) is a 400 naming its line. */
export async function importRedirectsCsv(db: Db, text: string): Promise<RedirectImportResult> {
  const rows = readRedirectsCsv(text);
  return importRedirects(
    db,
    rows.map((row) => row.values),
    (index, error) => (error instanceof HttpError ? lineError(rows[index]!.line, error.message) : error),
  );
}
