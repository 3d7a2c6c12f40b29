import { describe, expect, it } from "vitest";
import { latestWrites } from "../../test/activity";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

const eu = {
  title: "European Union",
  subtitle: "EU directives for accessible products, services and public sector websites",
  icon: "globe",
  details: [
    { title: "EAA (European Accessibility Act)", description: "Applies since 28 June 2025." },
    { title: "Web Accessibility Directive", description: "Public sector websites and apps." },
  ],
};

describe("standards regions", () => {
  it("keeps a region's details in order, trimmed, and shows it to visitors", async () => {
    const admin = await ctx.signedIn();
    const created = await admin
      .post("/api/standards")
      .send({ ...eu, details: [{ title: "  EAA  ", description: " Since 2025. " }, eu.details[1]] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      icon: "globe",
      details: [{ title: "EAA", description: "Since 2025." }, eu.details[1]],
    });
    const edited = await admin.put(`/api/standards/${created.body.id}`).send({ subtitle: "EU law" });
    expect(edited.status).toBe(200);
    expect((await ctx.anonymous().get("/api/standards")).body).toEqual([
      expect.objectContaining({ title: "European Union", subtitle: "EU law", details: created.body.details }),
    ]);
  });

  it("answers 400 with field errors for bodies outside the rules, and stores nothing", async () => {
    const admin = await ctx.signedIn();
    const detail = eu.details[0]!;
    const cases: [object, string][] = [
      [{ ...eu, title: "   " }, "title"],
      [{ ...eu, title: ["European Union"] }, "title"],
      [{ ...eu, subtitle: undefined }, "subtitle"],
      [{ ...eu, subtitle: "x".repeat(301) }, "subtitle"],
      [{ ...eu, icon: "flag" }, "icon"],
      [{ ...eu, icon: undefined }, "icon"],
      [{ ...eu, details: [] }, "details"],
      [{ ...eu, details: "EAA" }, "details"],
      [{ ...eu, details: ["EAA"] }, "details.0"],
      [{ ...eu, details: [detail, { title: "  ", description: "Text" }] }, "details.1.title"],
      [{ ...eu, details: [{ title: "EAA", description: "" }] }, "details.0.description"],
      [{ ...eu, details: [{ title: "EAA", description: "x".repeat(2001) }] }, "details.0.description"],
      [{ ...eu, details: Array(21).fill(detail) }, "details"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post("/api/standards").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    }
    const { id } = (await admin.post("/api/standards").send(eu)).body;
    const emptied = await admin.put(`/api/standards/${id}`).send({ details: [] });
    expect(emptied.status).toBe(400);
    expect(emptied.body.fieldErrors.details).toEqual(["A region needs at least one detail"]);
    expect((await ctx.anonymous().get("/api/standards")).body).toEqual([expect.objectContaining(eu)]);
  });

  it("records readable activity: the region's title", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/standards").send(eu)).body;
    await admin.put(`/api/standards/${id}`).send({ subtitle: "EU law" });
    await admin.delete(`/api/standards/${id}`);
    expect(await latestWrites(admin)).toEqual([
      ["delete", "standards", String(id), 'Deleted the standards region "European Union"'],
      ["update", "standards", String(id), 'Changed the standards region "European Union"'],
      ["create", "standards", String(id), 'Added the standards region "European Union"'],
    ]);
  });
});
