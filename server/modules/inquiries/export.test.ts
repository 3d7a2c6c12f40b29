import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type request from "supertest";
import { describe, expect, it } from "vitest";
import { inquiries, inquiryResponses } from "@shared/tables";
import { writes } from "../../test/activity";
import { useTestApp } from "../../test/harness";
import { insertInquiries, type InquirySeed } from "../../test/inquiries";
import { BOM, EXPORT_HEADER, inquiryBatches, writeCsv, type CsvOut } from "./export";

const ctx = useTestApp();

type Agent = request.Agent;

const seed = (rows: InquirySeed[]) => insertInquiries(ctx.database.db, rows);

/** The cells of an RFC 4180 text: quoted cells may hold commas, doubled quotes and line breaks; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  expect(cell, "the file ends with CRLF").toBe("");
  expect(row).toEqual([]);
  return rows;
}

/** The export for `query` as the raw text, once checked to be a CSV download. */
async function exportText(agent: Agent, query = ""): Promise<string> {
  const res = await agent.get(`/api/inquiries/export.csv${query}`).buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  return res.text;
}

/** The export's rows after its header, each as its cells. */
async function exported(agent: Agent, query = ""): Promise<string[][]> {
  const text = await exportText(agent, query);
  expect(text.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(BOM.length));
  expect(header).toEqual(EXPORT_HEADER);
  return rows;
}

const NAME = EXPORT_HEADER.indexOf("Name");
const names = (rows: string[][]) => rows.map((row) => row[NAME]);

describe("GET /api/inquiries/export.csv", () => {
  it("downloads every inquiry newest first, with a header row and the date of its last reply", async () => {
    const admin = await ctx.signedIn();
    const [grace] = await seed([
      {
        fullName: "Grace Hopper",
        designation: "Rear Admiral, US Navy",
        companyEmail: "grace@navy.example",
        phoneNumber: "555 0199",
        goals: ["Accessible EPUB", "WCAG audit"],
        challenges: ["Tight deadline", "Legacy PDFs"],
        notes: "Call back on Monday",
        status: "responded",
      },
      { fullName: "Ada Lovelace", challenges: null, notes: null, status: "in_review" },
    ]);
    await ctx.database.db.insert(inquiryResponses).values([
      { inquiryId: grace!, message: "First", sentAt: new Date(Date.UTC(2026, 2, 3, 8, 0, 1)) },
      { inquiryId: grace!, message: "Later", sentAt: new Date(Date.UTC(2026, 2, 4, 10, 15)), emailed: true },
    ]);

    const res = await admin.get("/api/inquiries/export.csv").buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="inquiries-${today}.csv"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    // Every line ends in CRLF, the header's included.
    expect(res.text).toBe(
      BOM +
        "Received (UTC),Last changed (UTC),Status,Name,Designation / organisation,E-mail,Phone,Goals,Challenges,Notes," +
        "Last reply (UTC)\r\n" +
        "2026-01-02 09:30:00,2026-02-02 17:05:09,In Review,Ada Lovelace,Head of Digital,someone@example.org,555 0100," +
        "Accessible EPUB,,,\r\n" +
        '2026-01-01 09:30:00,2026-02-01 17:05:09,Responded,Grace Hopper,"Rear Admiral, US Navy",grace@navy.example,' +
        "555 0199,Accessible EPUB; WCAG audit,Tight deadline; Legacy PDFs,Call back on Monday,2026-03-04 10:15:00\r\n",
    );
  });

  it("downloads only the header when there is no inquiry", async () => {
    const admin = await ctx.signedIn();
    expect(await exported(admin)).toEqual([]);
    expect(await exported(admin, "?status=new&search=nobody")).toEqual([]);
  });

  it("takes the list's status and search: the rows of the tab and search on screen", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { fullName: "Grace Hopper", companyEmail: "grace@navy.example" },
      { fullName: "Ada Lovelace", companyEmail: "ada@ACME-books.example", status: "in_review" },
      { fullName: "Alan Turing", companyEmail: "alan@acme.example" },
      { fullName: "Zoë Ærø", companyEmail: "zoe@nordic.example", status: "responded" },
    ]);
    expect(names(await exported(admin))).toEqual(["Zoë Ærø", "Alan Turing", "Ada Lovelace", "Grace Hopper"]);
    expect(names(await exported(admin, "?status=new"))).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(names(await exported(admin, "?search=acme"))).toEqual(["Alan Turing", "Ada Lovelace"]);
    expect(names(await exported(admin, "?status=in_review&search=ACME"))).toEqual(["Ada Lovelace"]);
    expect(names(await exported(admin, "?search=ZOË"))).toEqual(["Zoë Ærø"]);
    expect(names(await exported(admin, "?search=%20%20"))).toHaveLength(4);
    expect(names(await exported(admin, "?search=%25"))).toEqual([]);
  });

  it.each([
    ["=", '=HYPERLINK("http://evil.example","x")'],
    ["+", "+1+2"],
    ["-", "-2+3"],
    ["@", "@SUM(A1:A2)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("makes a cell starting with %s inert with a leading quote", async (_start, text) => {
    const admin = await ctx.signedIn();
    await seed([{ fullName: text, notes: text, goals: [text, "Audit"] }]);
    const [row] = await exported(admin);
    const cell = `'${text}`;
    expect(row![NAME]).toBe(cell);
    expect(row![EXPORT_HEADER.indexOf("Notes")]).toBe(cell);
    expect(row![EXPORT_HEADER.indexOf("Goals")]).toBe(`${cell}; Audit`);
  });

  it("neutralises a phone number starting with + and leaves such characters alone inside a cell", async () => {
    const admin = await ctx.signedIn();
    await seed([{ fullName: "Ann O'Neil-Smith", phoneNumber: "+44 20 7946 0000", notes: "a=b; c+d @e" }]);
    const text = await exportText(admin);
    expect(text).toContain(",Ann O'Neil-Smith,");
    expect(text).toContain(",'+44 20 7946 0000,");
    expect(text).toContain(",a=b; c+d @e,");
  });

  it("quotes cells with commas, quotes and line breaks as RFC 4180 says, and keeps accents in UTF-8", async () => {
    const admin = await ctx.signedIn();
    await seed([
      {
        fullName: 'Zoë "Zed" Ærø',
        designation: "Directrice, Éditions Çà",
        notes: "First line\nsecond line\r\nthird, with a comma",
        goals: ["Straße", "日本語"],
      },
    ]);
    const res = await admin
      .get("/api/inquiries/export.csv")
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done(null, Buffer.concat(chunks)));
      });
    const bytes = res.body as Buffer;
    // The byte order mark, then UTF-8 throughout.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(',"Zoë ""Zed"" Ærø","Directrice, Éditions Çà",');
    expect(text).toContain(',"First line\nsecond line\r\nthird, with a comma",');
    const [row] = parseCsv(text.slice(1)).slice(1);
    expect(row).toEqual([
      "2026-01-01 09:30:00",
      "2026-02-01 17:05:09",
      "New",
      'Zoë "Zed" Ærø',
      "Directrice, Éditions Çà",
      "someone@example.org",
      "555 0100",
      "Straße; 日本語",
      "",
      "First line\nsecond line\r\nthird, with a comma",
      "",
    ]);
  });

  it("holds more inquiries than one batch reads, each exactly once, in the list's order", async () => {
    const admin = await ctx.signedIn();
    // 1,234 inquiries over three batches of 500, most received in the same instant as others: the order among
    // those is the newest id first, as in the list.
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 1000);
    const count = 1234;
    await seed(Array.from({ length: count }, (_, i) => ({ fullName: `Person ${i}`, createdAt: at(i) })));
    const rows = await exported(admin);
    expect(names(rows)).toEqual(Array.from({ length: count }, (_, i) => `Person ${count - 1 - i}`));
  });

  it("answers a HEAD request with the headers alone, and records no export for it", async () => {
    const admin = await ctx.signedIn();
    await seed([{ fullName: "Grace Hopper" }]);
    const res = await admin.head("/api/inquiries/export.csv?status=new");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="inquiries-\d{4}-\d\d-\d\d\.csv"$/);
    await ctx.activityWritten();
    expect(await writes(admin)).toEqual([]);
  });

  it("refuses visitors and accounts that are not administrators", async () => {
    await seed([{ fullName: "Grace Hopper" }]);
    const anonymous = await ctx.anonymous().get("/api/inquiries/export.csv");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "You must be logged in" });
    expect(anonymous.headers["content-disposition"]).toBeUndefined();
    const member = await ctx.signedIn({ isAdmin: false });
    const refused = await member.get("/api/inquiries/export.csv");
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain("Grace");
  });

  it.each([
    "?status=closed",
    "?status=new&status=responded",
    "?search=a&search=b",
    `?search=${"a".repeat(101)}`,
    "?search=a%00b",
    "?search[$ne]=x",
    "?page=2",
    "?format=xlsx",
  ])("answers 400 with a message, not a file, for %s", async (query) => {
    const admin = await ctx.signedIn();
    const res = await admin.get(`/api/inquiries/export.csv${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("records the export in the activity log: who, how many, and with which filter", async () => {
    const admin = await ctx.signedIn({ username: "carol" });
    await seed([
      { fullName: "Grace Hopper", companyEmail: "grace@acme.example" },
      { fullName: "Ada Lovelace", companyEmail: "ada@acme.example" },
      { fullName: "Alan Turing", status: "responded" },
    ]);
    // One after another, each entry written before the next export starts: on PostgreSQL two entries on their way
    // at once may be written in either order.
    for (const query of ["?status=new&search=acme", "?status=responded", "?status=in_review", ""]) {
      await exported(admin, query);
      await ctx.activityWritten();
    }
    expect(await writes(admin)).toEqual(
      [
        'Exported 2 inquiries (New, search "acme")',
        "Exported 1 inquiry (Responded)",
        "Exported 0 inquiries (In Review)",
        "Exported 3 inquiries",
      ].map((summary) => ({ action: "export", entityType: "inquiries", entityId: null, summary, username: "carol" })),
    );
    // A refused export is not one.
    await admin.get("/api/inquiries/export.csv?status=closed").expect(400);
    expect(await writes(admin)).toHaveLength(4);
  });
});

describe("reading the inquiries in batches", () => {
  it("walks the list's order across batches, inquiries received within one millisecond included", async () => {
    // Microseconds apart: a batch that started again from a millisecond would skip or repeat some.
    const stamps = ["00.000100", "00.000200", "00.000200", "00.000300", "00.000900", "00.001", "01"];
    await ctx.database.db.insert(inquiries).values(
      stamps.map((stamp, i) => ({
        fullName: `Person ${i}`,
        designation: "CTO",
        companyEmail: "x@example.org",
        phoneNumber: "555 0100",
        goals: ["EPUB"],
        createdAt: sql`${`2026-01-01 00:00:${stamp}+00`}::timestamptz` as unknown as Date,
      })),
    );
    const batches: string[][] = [];
    for await (const batch of inquiryBatches(ctx.database.db, { search: undefined }, 2))
      batches.push(batch.map((row) => row.fullName));
    expect(batches).toEqual([
      ["Person 6", "Person 5"],
      ["Person 4", "Person 3"],
      ["Person 2", "Person 1"],
      ["Person 0"],
    ]);
  });
});

/** An answer that takes writes as told: a full one says so to each write, and drains when `drain()` is called. */
class FakeOut extends EventEmitter implements CsvOut {
  chunks: string[] = [];
  constructor(private readonly full: boolean) {
    super();
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return !this.full;
  }
  drain() {
    this.emit("drain");
  }
  waiting() {
    return this.listenerCount("drain") > 0;
  }
}

/** Batches of one row each, counting how many were asked for. */
function countedBatches(total: number) {
  const read = { count: 0 };
  async function* batches() {
    for (let i = 0; i < total; i++) {
      read.count++;
      yield [[`row ${i}`]];
    }
  }
  return { read, batches: batches() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("writing the CSV", () => {
  it("reads the next batch only once the answer has drained", async () => {
    const out = new FakeOut(true);
    const { read, batches } = countedBatches(3);
    const writing = writeCsv(out, ["Name"], batches, (row: string[]) => row, new AbortController().signal);
    await tick();
    expect(read.count).toBe(1);
    expect(out.chunks).toEqual([`${BOM}Name\r\nrow 0\r\n`]);
    out.drain();
    await tick();
    expect(read.count).toBe(2);
    out.drain();
    await tick();
    out.drain();
    expect(await writing).toEqual({ rows: 3, complete: true });
    expect(out.chunks.join("")).toBe(`${BOM}Name\r\nrow 0\r\nrow 1\r\nrow 2\r\n`);
  });

  it("fails before writing anything when the first batch cannot be read, and mid-file after that", async () => {
    async function* failing(after: number) {
      for (let i = 0; i < after; i++) yield [[`row ${i}`]];
      throw new Error("database gone");
    }
    const signal = new AbortController().signal;
    const early = new FakeOut(false);
    await expect(writeCsv(early, ["Name"], failing(0), (row: string[]) => row, signal)).rejects.toThrow(
      "database gone",
    );
    expect(early.chunks).toEqual([]);
    const late = new FakeOut(false);
    await expect(writeCsv(late, ["Name"], failing(2), (row: string[]) => row, signal)).rejects.toThrow("database gone");
    expect(late.chunks.join("")).toBe(`${BOM}Name\r\nrow 0\r\nrow 1\r\n`);
  });

  it("stops reading once the client has gone, and says the export was cut short", async () => {
    const out = new FakeOut(true);
    const { read, batches } = countedBatches(1000);
    const gone = new AbortController();
    const writing = writeCsv(out, ["Name"], batches, (row: string[]) => row, gone.signal);
    await tick();
    expect(out.waiting()).toBe(true);
    gone.abort();
    expect(await writing).toEqual({ rows: 1, complete: false });
    expect(read.count).toBe(1);
  });
});
