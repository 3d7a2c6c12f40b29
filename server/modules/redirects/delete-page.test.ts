import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

type Admin = Awaited<ReturnType<typeof ctx.signedIn>>;

async function addPage(admin: Admin, slug: string, isPublished = true) {
  const res = await admin.post("/api/pages").send({ title: `The ${slug}`, slug, content: "<p>Hi</p>", isPublished });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const rules = async (admin: Admin) =>
  ((await admin.get("/api/redirects")).body as { fromPath: string; toPath: string; note: string }[]).map(
    (r) => `${r.fromPath} -> ${r.toPath} (${r.note})`,
  );

describe("deleting a page, with where its visitors go", () => {
  it("sends visitors of a deleted published page's addresses to the page chosen", async () => {
    const admin = await ctx.signedIn();
    const { id } = await addPage(admin, "spring-offer");
    await addPage(admin, "offers");

    const res = await admin.delete(`/api/pages/${id}`).send({ redirectTo: "/page/offers" });
    expect(res.status).toBe(204);
    for (const path of ["/page/spring-offer", "/spring-offer"]) {
      const visit = await ctx.anonymous().get(path);
      expect(visit.status).toBe(301);
      expect(visit.headers.location).toBe("/page/offers");
    }
    expect(await rules(admin)).toEqual([
      "/page/spring-offer -> /page/offers (Page deleted)",
      "/spring-offer -> /page/offers (Page deleted)",
    ]);
  });

  it("leaves the addresses to 'not found' without a body, and for a draft", async () => {
    const admin = await ctx.signedIn();
    const published = await addPage(admin, "old-news");
    const draft = await addPage(admin, "draft-news", false);
    expect((await admin.delete(`/api/pages/${published.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/pages/${draft.id}`).send({ redirectTo: "/services" })).status).toBe(204);
    expect(await rules(admin)).toEqual([]);
    expect((await ctx.anonymous().get("/page/old-news")).status).toBe(404);
  });

  it("refuses a target that is not a path of this site, and keeps the page", async () => {
    const admin = await ctx.signedIn();
    const { id } = await addPage(admin, "kept");
    for (const redirectTo of ["https://elsewhere.example/", "//evil.example", "no-slash", 42]) {
      const res = await admin.delete(`/api/pages/${id}`).send({ redirectTo });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    // Its own address would lead back to itself.
    const loop = await admin.delete(`/api/pages/${id}`).send({ redirectTo: "/page/kept" });
    expect(loop.status).toBe(409);
    expect(loop.body.message).toMatch(/loop/);
    expect((await admin.get(`/api/pages/${id}`)).status).toBe(200);
  });
});
