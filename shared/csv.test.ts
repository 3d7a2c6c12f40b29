import { describe, expect, it } from "vitest";
import { csvCell, csvFile, CsvError, parseCsv } from "./csv";

const cellsOf = (text: string) => parseCsv(text).map((row) => row.cells);

describe("csvCell", () => {
  it("quotes a cell with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("makes a cell a spreadsheet would run as a formula inert", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}SUM(A1)`)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe("parseCsv", () => {
  it("reads what csvFile writes, whatever the cells hold", () => {
    const rows = [
      ["/a", "with, comma", 'a "quote"'],
      ["/b", "two\r\nlines", "=1+1"],
      ["", "-minus", "@at"],
      ["=SUM(A1,B1)", "\tTab", "'quoted"],
    ];
    expect(cellsOf(csvFile(["x", "y", "z"], rows))).toEqual([["x", "y", "z"], ...rows]);
  });

  it("takes LF or CRLF line ends, a byte order mark, and a last line without its end", () => {
    expect(cellsOf("\uFEFFa,b\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(cellsOf("a,b\r\nc,d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("skips empty lines and says on which line each row starts", () => {
    const rows = parseCsv('h\r\n\r\n"one\ntwo"\r\nlast\r\n');
    expect(rows).toEqual([
      { cells: ["h"], line: 1 },
      { cells: ["one\ntwo"], line: 3 },
      { cells: ["last"], line: 5 },
    ]);
  });

  it("keeps empty cells and an empty quoted cell", () => {
    expect(cellsOf('a,,""\n')).toEqual([["a", "", ""]]);
  });

  it("refuses a quote left open, or text after a closing quote, naming the line", () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(new CsvError("A quoted cell is never closed", 2));
    expect(() => parseCsv('a\n"x"y,b\n')).toThrow("Line 2: Nothing may follow a closing quote");
  });
});
