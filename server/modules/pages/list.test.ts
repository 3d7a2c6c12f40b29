import { describe, expect, it } from "vitest";
import type { PageListPage } from "@shared/admin-lists";
import { pages } from "@shared/tables";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

type Agent = Awaited<ReturnType<typeof ctx.signedIn>>;

/** Pages in the order given, each with a long body the list must not carry. */
async function seed(rows: Array<{ title: string; slug: string; isPublished?: boolean }>) {
  const inserted = await ctx.database.db
    .insert(pages)
    .values(
      rows.map((row) => ({
        content: `<p>${"Words. ".repeat(2000)}</p>`,
        metaTitle: "Meta",
        metaDescription: "Description",
        ...row,
      })),
    )
    .returning({ id: pages.id });
  return inserted.map((row) => row.id);
}

async function list(agent: Agent, query: string): Promise<PageListPage> {
  const res = await agent.get(`/api/pages${query}`);
  expect(res.status).toBe(200);
  return res.body as PageListPage;
}

const titles = (page: PageListPage) => page.items.map((item) => item.title);

describe("GET /api/pages, one page at a time", () => {
  it("lists pages in the order they were created, in pages, with the total", async () => {
    const admin = await ctx.signedIn();
    await seed(Array.from({ length: 5 }, (_, i) => ({ title: `Page ${i + 1}`, slug: `page-${i + 1}` })));
    const first = await list(admin, "?pageSize=2");
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(titles(first)).toEqual(["Page 1", "Page 2"]);
    expect(titles(await list(admin, "?pageSize=2&page=3"))).toEqual(["Page 5"]);
    expect(await list(admin, "?pageSize=2&page=4")).toMatchObject({ items: [], total: 5 });
  });

  it("leaves out the content and meta fields, and says which menus link to each page", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { title: "Privacy Policy", slug: "privacy" },
      { title: "Draft", slug: "draft", isPublished: false },
    ]);
    const res = await admin.get("/api/pages?page=1");
    expect(res.text.length).toBeLessThan(1000);
    const { items } = res.body as PageListPage;
    expect(Object.keys(items[0]!).sort()).toEqual(
      ["createdAt", "id", "isPublished", "linkedFrom", "publishAt", "slug", "title", "unpublishAt", "updatedAt"].sort(),
    );
    // The shipped footer links to the privacy policy.
    expect(items).toEqual([
      expect.objectContaining({ slug: "privacy", isPublished: true, linkedFrom: ["footer"] }),
      expect.objectContaining({ slug: "draft", isPublished: false, linkedFrom: [] }),
    ]);
  });

  it("searches the title and the slug in any case, taking %, _ and backslash literally", async () => {
    const admin = await ctx.signedIn();
    await seed([
      { title: "Accessibility Statement", slug: "statement" },
      { title: "EPUB guide", slug: "accessible-epub" },
      { title: "Discounts of 20%", slug: "discounts" },
      { title: "snake_case and back\\slash", slug: "odd-title" },
      { title: "About us", slug: "about-the-team" },
    ]);
    expect(titles(await list(admin, "?search=ACCESSIB"))).toEqual(["Accessibility Statement", "EPUB guide"]);
    expect(titles(await list(admin, "?search=the-team"))).toEqual(["About us"]);
    expect(titles(await list(admin, "?search=%25"))).toEqual(["Discounts of 20%"]);
    expect(titles(await list(admin, "?search=_"))).toEqual(["snake_case and back\\slash"]);
    expect(titles(await list(admin, "?search=%5C"))).toEqual(["snake_case and back\\slash"]);
    expect(await list(admin, "?search=nothing%20like%20it")).toMatchObject({ items: [], total: 0 });
    const paged = await list(admin, "?search=s&pageSize=2&page=2");
    expect(paged.total).toBe(5);
    expect(titles(paged)).toEqual(["Discounts of 20%", "snake_case and back\\slash"]);
  });

  it.each([
    "?page=0",
    "?page=x",
    "?page=2.5",
    "?pageSize=1000",
    "?pageSize=-5",
    "?status=new",
    `?search=${"a".repeat(101)}`,
    "?search=a&search=b",
    "?search=tab%09here",
    "?search[0]=x",
    "?content=1",
  ])("answers 400 with a message for %s", async (query) => {
    const admin = await ctx.signedIn();
    const res = await admin.get(`/api/pages${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("GET /api/pages without parameters", () => {
  it("still answers every page whole, with its content and the menus that link to it", async () => {
    const admin = await ctx.signedIn();
    const [privacy, news] = await seed([
      { title: "Privacy Policy", slug: "privacy" },
      { title: "News", slug: "news" },
    ]);
    const res = await admin.get("/api/pages");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: privacy, content: expect.stringContaining("Words."), linkedFrom: ["footer"] }),
      expect.objectContaining({ id: news, metaTitle: "Meta", metaDescription: "Description", linkedFrom: [] }),
    ]);
  });
});

describe("GET /api/pages/{id}", () => {
  it("answers one page whole, with the menus that link to it", async () => {
    const admin = await ctx.signedIn();
    const [id] = await seed([{ title: "Privacy Policy", slug: "privacy" }]);
    const res = await admin.get(`/api/pages/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: "Privacy Policy",
      content: expect.stringContaining("Words."),
      metaTitle: "Meta",
      linkedFrom: ["footer"],
    });
  });

  it("answers 404 with a message for an unknown id, and 400 for one that is not an id", async () => {
    const admin = await ctx.signedIn();
    const missing = await admin.get("/api/pages/4242");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Page 4242 was not found" });
    for (const id of ["abc", "1e400", "-3", "99999999999"]) {
      const res = await admin.get(`/api/pages/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not a valid id/);
    }
  });
});
