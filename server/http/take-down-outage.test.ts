import { afterAll, afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";
import { DatabaseProxy } from "../test/proxy";
import { seedServices } from "../test/services";

const proxy = new DatabaseProxy();
const ctx = useTestApp({}, {}, { route: proxy.route });
afterEach(() => proxy.restore());
afterAll(() => proxy.close());

const member = (name: string) => ({ name, designation: "Engineer", description: "Builds things", sortOrder: 1 });

describe("content taken out of public view during an outage", () => {
  it("stays out: an unpublished, deleted or renamed page and a deleted team member are not served from a last good copy", async () => {
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    const create = async (slug: string) =>
      (await admin.post("/api/pages").send({ title: `Title of ${slug}`, slug, content: `<p>Body of ${slug}</p>` }))
        .body;
    const [withdrawn, removed, renamed, edited] = await Promise.all(
      ["withdrawn", "removed", "renamed", "edited"].map((slug) => create(slug)),
    );
    const ada = (await admin.post("/api/team").send(member("Ada Lovelace"))).body;
    await admin.post("/api/team").send(member("Grace"));
    // Visitors read every page (its API answer and its HTML) and the team.
    for (const slug of ["withdrawn", "removed", "renamed", "edited"]) {
      expect((await visitor.get(`/api/pages/slug/${slug}`)).status).toBe(200);
      expect((await visitor.get(`/page/${slug}`)).text).toContain(`Body of ${slug}`);
    }
    expect((await visitor.get("/about")).text).toContain("Ada Lovelace");

    expect((await admin.put(`/api/pages/${withdrawn.id}`).send({ isPublished: false })).status).toBe(200);
    expect((await admin.delete(`/api/pages/${removed.id}`)).status).toBe(204);
    expect((await admin.put(`/api/pages/${renamed.id}`).send({ slug: "new-name" })).status).toBe(200);
    expect((await admin.put(`/api/pages/${edited.id}`).send({ content: "<p>Edited</p>" })).status).toBe(200);
    expect((await admin.delete(`/api/team/${ada.id}`)).status).toBe(204);

    await proxy.cut();

    for (const slug of ["withdrawn", "removed", "renamed"]) {
      const api = await visitor.get(`/api/pages/slug/${slug}`);
      expect(api.status, slug).toBe(503);
      expect(api.headers["cache-control"], slug).not.toMatch(/public/);
      expect(api.text, slug).not.toContain(`Body of ${slug}`);
      for (const path of [`/page/${slug}`, `/${slug}`]) {
        const html = await visitor.get(path);
        expect(html.status, path).toBe(503);
        expect(html.text, path).not.toContain(`Title of ${slug}`);
        expect(html.text, path).not.toContain(`Body of ${slug}`);
      }
    }
    // An ordinary edit is not a take-down: the page as it was still beats an error.
    const stillPublic = await visitor.get("/api/pages/slug/edited");
    expect(stillPublic.status).toBe(200);
    expect(stillPublic.body.content).toBe("<p>Body of edited</p>");
    expect((await visitor.get("/api/team")).text).not.toContain("Ada Lovelace");
    expect((await visitor.get("/about")).text).not.toContain("Ada Lovelace");

    await proxy.restore();
    expect((await visitor.get("/api/pages/slug/new-name")).body.content).toBe("<p>Body of renamed</p>");
  });
});

describe("a service deleted before an outage", () => {
  it("is not served from a last good copy, by its own address or its page, while the services kept still are", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    for (const id of ["vpat", "pdf"]) {
      expect((await visitor.get(`/api/services/${id}`)).status).toBe(200);
      expect((await visitor.get(`/services/${id}`)).status).toBe(200);
    }
    const { title } = (await visitor.get("/api/services/vpat")).body;
    expect((await visitor.get("/api/services")).text).toContain(title);

    expect((await admin.delete("/api/services/vpat")).status).toBe(204);
    await proxy.cut();

    const api = await visitor.get("/api/services/vpat");
    expect(api.status).toBe(503);
    expect(api.headers["retry-after"]).toBe("5");
    expect(api.text).not.toContain(title);
    const html = await visitor.get("/services/vpat");
    expect(html.status).toBe(503);
    expect(html.text).not.toContain(title);
    expect((await visitor.get("/api/services")).text).not.toContain(title);
    // A service that was not deleted still answers from its copy.
    expect((await visitor.get("/api/services/pdf")).status).toBe(200);
  });
});

describe("a menu link to a page taken out of public view during an outage", () => {
  it("is not served from a last good copy of the menus", async () => {
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    const page = (await admin.post("/api/pages").send({ title: "Careers", slug: "careers", content: "<p>Hi</p>" }))
      .body;
    const header = [{ label: "Careers", href: "/page/careers" }];
    expect((await admin.put("/api/navigation").send({ header, footer: [] })).status).toBe(200);
    expect((await visitor.get("/api/navigation")).body.header).toEqual(header);
    // The copy in memory shows the link when the page is unpublished.
    expect((await admin.put(`/api/pages/${page.id}`).send({ isPublished: false })).status).toBe(200);

    await proxy.cut();
    expect((await visitor.get("/api/navigation")).text).not.toContain("/page/careers");
    expect((await visitor.get("/faq")).text).not.toContain("/page/careers");
  });
});
