// CSV as RFC 4180 writes it, for the files administrators move between the CMS and a spreadsheet: cells quoted when
// they hold a comma, a quote or a line break, lines ended by CRLF. Reading is forgiving where spreadsheets differ:
// CRLF or LF line ends, a UTF-8 byte order mark at the start, a last line with or without its line end.

// Text a spreadsheet would run as a formula (=, + and - start one, @ calls a function in Excel, and a leading tab
// or carriage return can hide one of those behind it) gets a leading single quote when written (OWASP's advice for
// CSV injection): the spreadsheet shows the text. Reading takes that quote off again.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, made inert and quoted as RFC 4180 asks. */
export function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** One line of a file, ended by CRLF. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole file: the header line, then one line per row. */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, ...rows].map(csvLine).join("");

/** A cell as written, with the quote that kept a formula inert taken off. */
const uninert = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

export class CsvError extends Error {
  constructor(
    message: string,
    /** The line of the file (from 1) where the problem is. */
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

/** A row of the file and the line it starts on (a quoted cell may span several). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/**
 * The rows of a CSV text, the header included; lines that are wholly empty are skipped. Throws CsvError for a
 * quote left open or text right after a closing quote.
 */
export function parseCsv(text: string): CsvRow[] {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    cells.push(uninert(cell));
    cell = "";
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") rows.push({ cells, line: rowLine });
    cells = [];
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === "" && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (wasQuoted && c !== "," && c !== "\r" && c !== "\n") {
      throw new CsvError("Nothing may follow a closing quote but a comma or the end of the line", line);
    } else if (c === ",") {
      endCell();
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && input[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw new CsvError("A quoted cell is never closed", rowLine);
  if (cell !== "" || wasQuoted || cells.length) endRow();
  return rows;
}
