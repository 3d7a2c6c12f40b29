import { describe, expect, it } from "vitest";
import { parseCsv } from "@shared/csv";
import { redirectBody } from "@shared/test/rows";
import { writes } from "../../test/activity";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

type Admin = Awaited<ReturnType<typeof ctx.signedIn>>;

const HEADER = "from_path,to_path,status_code,note,hits,last_hit_at";

const rules = async (admin: Admin) =>
  ((await admin.get("/api/redirects")).body as { fromPath: string; toPath: string; statusCode: number }[]).map(
    (r) => `${r.fromPath} -> ${r.toPath} ${r.statusCode}`,
  );

const importCsv = (admin: Admin, csv: string) => admin.post("/api/redirects/import").send({ csv });

describe("exporting redirects", () => {
  it("answers every rule as a CSV file, formulas made inert, and records the export", async () => {
    const admin = await ctx.signedIn({ username: "carol" });
    await admin.post("/api/redirects").send(redirectBody({ fromPath: "/b-offer", note: "Spring, 2026" }));
    await admin.post("/api/redirects").send(redirectBody({ fromPath: "/a-offer", note: '=HYPERLINK("x")' }));
    await ctx.anonymous().get("/a-offer");

    const res = await admin.get("/api/redirects/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="redirects-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const lines = res.text.split("\r\n");
    expect(lines[1]).toMatch(/^\/a-offer,\/services,301,"'=HYPERLINK\(""x""\)",1,\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toBe('/b-offer,/services,301,"Spring, 2026",0,');

    await ctx.activityWritten();
    expect((await writes(admin)).filter((entry) => entry.action === "export")).toEqual([
      { action: "export", entityType: "redirects", entityId: null, summary: "Exported 2 redirects", username: "carol" },
    ]);
  });

  it("is for administrators only", async () => {
    expect((await ctx.anonymous().get("/api/redirects/export.csv")).status).toBe(401);
    expect((await ctx.anonymous().post("/api/redirects/import").send({ csv: HEADER })).status).toBe(401);
  });

  it("reads back what it wrote", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/redirects").send(redirectBody({ fromPath: "/x", note: '-dash, "quoted"\nline two' }));
    const exported = (await admin.get("/api/redirects/export.csv")).text;
    await admin.delete(`/api/redirects/${(await admin.get("/api/redirects")).body[0].id}`);
    expect(await importCsv(admin, exported)).toMatchObject({ status: 200, body: { added: 1, replaced: 0 } });
    const [rule] = (await admin.get("/api/redirects")).body;
    expect(rule).toMatchObject({ fromPath: "/x", toPath: "/services", note: '-dash, "quoted"\nline two' });
    expect(parseCsv(exported)[1]!.cells[3]).toBe(rule.note);
  });
});

describe("importing redirects", () => {
  it("adds new rules and replaces those from the same address, saying how many of each", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/redirects").send(redirectBody({ fromPath: "/old", toPath: "/about" }));
    const csv = `\uFEFFfrom_path,to_path,status_code,note\r\n/old,/contact,302,\r\n/Other/,/faq,,"Moved, for now"\r\n`;
    const res = await importCsv(admin, csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 1, replaced: 1 });
    expect(await rules(admin)).toEqual(["/old -> /contact 302", "/other -> /faq 301"]);
    await ctx.activityWritten();
    expect((await writes(admin)).at(-1)?.summary).toBe("Imported 2 redirects (1 added, 1 replaced)");
  });

  it("refuses the whole file for one bad row, naming its line", async () => {
    const admin = await ctx.signedIn();
    const cases: [string, RegExp][] = [
      [`${HEADER}\n/a,/b\n/c,ftp://x\n`, /^Line 3: The new address must be a path of this site/],
      [`${HEADER}\n/a,/b\n\n/admin/x,/b\n`, /^Line 4: \/admin belongs to the site itself/],
      [`${HEADER}\n/a,/b,999\n`, /^Line 2: The kind of redirect must be 301/],
      [`${HEADER}\n/a,/b\n/b,/a\n`, /^Line 3: This redirect would make a loop/],
      [`${HEADER}\n/a,/b\n/A/,/c\n`, /^Line 3: \/a has a redirect on line 2 already/],
      [`${HEADER}\n"/a,/b\n`, /^Line 2: A quoted cell is never closed/],
      [`old,new\n/a,/b\n`, /^Line 1: The first line must name the columns/],
      [`${HEADER}\n`, /has no redirects/],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(admin, csv);
      expect(res.status, csv).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await rules(admin)).toEqual([]);
  });

  it("refuses a row at a page's address, and a body that is not a file's text", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/pages").send({ title: "News", slug: "news", content: "<p>Hi</p>", isPublished: true });
    const page = await importCsv(admin, `from_path,to_path\n/x,/y\n/page/news,/about\n`);
    expect(page.status).toBe(400);
    expect(page.body.message).toBe(
      'Line 3: The page "News" is at /page/news. Change that page\'s address first, or delete it.',
    );
    for (const body of [{}, { csv: "" }, { csv: 42 }, { csv: "x".repeat(900_001) }]) {
      const res = await admin.post("/api/redirects/import").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await rules(admin)).toEqual([]);
  });
});
