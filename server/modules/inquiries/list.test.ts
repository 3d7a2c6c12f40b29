import { describe, expect, it } from "vitest";
import type { InquiryListPage } from "@shared/admin-lists";
import { useTestApp } from "../../test/harness";
import { insertInquiries, type InquirySeed } from "../../test/inquiries";

const ctx = useTestApp();

type Agent = Awaited<ReturnType<typeof ctx.signedIn>>;

/** Inquiries received one a day, in the order given (the last is the newest), with challenges and notes. */
const seed = (rows: InquirySeed[]) =>
  insertInquiries(
    ctx.database.db,
    rows.map((row) => ({ challenges: ["Tight deadline"], notes: "Call back", ...row })),
  );

async function list(agent: Agent, query: string): Promise<InquiryListPage> {
  const res = await agent.get(`/api/inquiries${query}`);
  expect(res.status).toBe(200);
  return res.body as InquiryListPage;
}

const names = (page: InquiryListPage) => page.items.map((item) => item.fullName);

describe("GET /api/inquiries, one page at a time", () => {
  it("lists the newest first in pages, with the total and the count of each status", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { fullName: "One", status: "responded" },
      { fullName: "Two", status: "in_review" },
      { fullName: "Three" },
      { fullName: "Four" },
      { fullName: "Five" },
    ]);
    const first = await list(admin, "?pageSize=2");
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.counts).toEqual({ all: 5, new: 3, in_review: 1, responded: 1 });
    expect(names(first)).toEqual(["Five", "Four"]);
    expect(names(await list(admin, "?pageSize=2&page=3"))).toEqual(["One"]);
    const beyond = await list(admin, "?pageSize=2&page=9");
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
    // Without pageSize a page holds 50.
    expect((await list(admin, "?page=1")).pageSize).toBe(50);
  });

  it("leaves out what only Inquiry Details shows: goals, challenges, phone number and notes", async () => {
    const admin = await ctx.signedIn();
    await seed([{ fullName: "Grace", companyEmail: "grace@acme.example" }]);
    const [item] = (await list(admin, "?page=1")).items;
    expect(Object.keys(item!).sort()).toEqual(
      ["companyEmail", "createdAt", "designation", "fullName", "id", "status", "updatedAt"].sort(),
    );
    expect(item).toMatchObject({ fullName: "Grace", companyEmail: "grace@acme.example", status: "new" });
  });

  it("filters by status, keeping the counts of every status for the tabs", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { fullName: "Old new" },
      { fullName: "Reviewed", status: "in_review" },
      { fullName: "Answered", status: "responded" },
      { fullName: "Recent new" },
    ]);
    const fresh = await list(admin, "?status=new");
    expect(names(fresh)).toEqual(["Recent new", "Old new"]);
    expect(fresh.total).toBe(2);
    expect(fresh.counts).toEqual({ all: 4, new: 2, in_review: 1, responded: 1 });
    expect(names(await list(admin, "?status=responded"))).toEqual(["Answered"]);
  });

  it("searches the name and the e-mail address (whose domain names the company), in any case", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { fullName: "Grace Hopper", companyEmail: "grace@navy.example" },
      { fullName: "Ada Lovelace", companyEmail: "ada@ACME-books.example", status: "in_review" },
      { fullName: "Alan Turing", companyEmail: "alan@bletchley.example" },
      { fullName: "Zoë Ærø", companyEmail: "zoe@nordic.example" },
    ]);
    expect(names(await list(admin, "?search=HOPPER"))).toEqual(["Grace Hopper"]);
    expect(names(await list(admin, "?search=acme"))).toEqual(["Ada Lovelace"]);
    expect(names(await list(admin, "?search=%20%20LA%20"))).toEqual(["Alan Turing", "Ada Lovelace"]);
    expect(names(await list(admin, "?search=zoË"))).toEqual(["Zoë Ærø"]);
    // The counts are of what the search found, and the status filter narrows it further.
    const found = await list(admin, "?search=a&status=in_review");
    expect(names(found)).toEqual(["Ada Lovelace"]);
    expect(found.counts).toEqual({ all: 4, new: 3, in_review: 1, responded: 0 });
    expect(await list(admin, "?search=nobody")).toMatchObject({ items: [], total: 0 });
    // A blank search is no search.
    expect((await list(admin, "?search=%20%20")).total).toBe(4);
  });

  it("takes %, _ and backslash in a search literally", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { fullName: "100% Books" },
      { fullName: "snake_case Ltd" },
      { fullName: "Back\\slash Press" },
      { fullName: "Plain Publishing" },
    ]);
    expect(names(await list(admin, "?search=%25"))).toEqual(["100% Books"]);
    expect(names(await list(admin, "?search=_"))).toEqual(["snake_case Ltd"]);
    expect(names(await list(admin, "?search=%5C"))).toEqual(["Back\\slash Press"]);
    expect((await list(admin, `?search=${"%25".repeat(100)}`)).total).toBe(0);
    expect((await list(admin, "?search=%27%3B%20DROP%20TABLE%20inquiries%3B--")).total).toBe(0);
  });

  it.each([
    "?page=0",
    "?page=-1",
    "?page=abc",
    "?page=1.5",
    "?page=",
    "?page=1&page=2",
    "?pageSize=101",
    "?pageSize=0",
    "?status=closed",
    "?status=new&status=responded",
    `?search=${"a".repeat(101)}`,
    "?search=a&search=b",
    "?search=a%00b",
    "?search=line%0Abreak",
    "?search[$ne]=x",
    "?sort=name",
  ])("answers 400 with a message for %s", async (query) => {
    const admin = await ctx.signedIn();
    const res = await admin.get(`/api/inquiries${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("GET /api/inquiries without parameters", () => {
  it("still answers every inquiry whole, oldest first, as before paging existed", async () => {
    const admin = await ctx.signedIn();
    const ids = await seed([{ fullName: "First" }, { fullName: "Second", status: "responded" }]);
    const res = await admin.get("/api/inquiries");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: ids[0], fullName: "First", goals: ["Accessible EPUB"], notes: "Call back" }),
      expect.objectContaining({ id: ids[1], fullName: "Second", challenges: ["Tight deadline"], status: "responded" }),
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        "challenges",
        "companyEmail",
        "createdAt",
        "designation",
        "fullName",
        "goals",
        "id",
        "notes",
        "phoneNumber",
        "status",
        "updatedAt",
      ].sort(),
    );
  });
});

describe("GET /api/inquiries/counts", () => {
  it("counts each status for administrators, as inquiries arrive and are opened, and to nobody else", async () => {
    const admin = await ctx.signedIn();
    const counts = async () => (await admin.get("/api/inquiries/counts").expect(200)).body;
    expect(await counts()).toEqual({ all: 0, new: 0, in_review: 0, responded: 0 });
    const [first] = await seed([{ fullName: "One" }, { fullName: "Two" }, { fullName: "Three", status: "responded" }]);
    expect(await counts()).toEqual({ all: 3, new: 2, in_review: 0, responded: 1 });
    await admin.patch(`/api/inquiries/${first}/status`).send({ status: "in_review" }).expect(200);
    expect(await counts()).toEqual({ all: 3, new: 1, in_review: 1, responded: 1 });
    expect((await ctx.anonymous().get("/api/inquiries/counts")).status).toBe(401);
  });
});

describe("GET /api/inquiries/{id}", () => {
  it("answers one inquiry whole", async () => {
    const admin = await ctx.signedIn();
    const [id] = await seed([{ fullName: "Grace", companyEmail: "grace@acme.example" }]);
    const res = await admin.get(`/api/inquiries/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      fullName: "Grace",
      phoneNumber: "555 0100",
      goals: ["Accessible EPUB"],
      challenges: ["Tight deadline"],
      notes: "Call back",
    });
  });

  it("answers 404 with a message for an unknown id, and 400 for one that is not an id", async () => {
    const admin = await ctx.signedIn();
    const missing = await admin.get("/api/inquiries/4242");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Inquiry 4242 was not found" });
    for (const id of ["abc", "1.5", "-1", "0", "99999999999"]) {
      const res = await admin.get(`/api/inquiries/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not a valid id/);
    }
  });
});
