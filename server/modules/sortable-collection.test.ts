import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";

const ctx = useTestApp();

// Team members, client logos, testimonials, FAQ items and standards regions share one list mechanism; each gets the same checks.
const collections = [
  {
    name: "team",
    path: "/api/team",
    reorderKey: "teamOrders",
    valid: (n: number) => ({
      name: `Person ${n}`,
      designation: "Engineer",
      description: "Builds things",
      sortOrder: 999,
    }),
    field: "name",
    invalid: { name: "", designation: "x", description: "y", sortOrder: 1 },
    invalidField: "name",
  },
  {
    name: "logos",
    path: "/api/logos",
    reorderKey: "logoOrders",
    valid: (n: number) => ({ clientName: `Client ${n}`, logoUrl: `/uploads/logo${n}.png` }),
    field: "clientName",
    invalid: { clientName: "Acme", logoUrl: "javascript:alert(1)" },
    invalidField: "logoUrl",
  },
  {
    name: "testimonials",
    path: "/api/testimonials",
    reorderKey: "testimonialOrders",
    valid: (n: number) => ({
      clientName: `Client ${n}`,
      personName: "Ann Smith",
      personTitle: "Director",
      content: "They made our books accessible.",
      avatarUrl: "",
      companyLogoUrl: null,
    }),
    field: "clientName",
    invalid: { clientName: "Acme", personName: "Ann", personTitle: "CEO" },
    invalidField: "content",
  },
  {
    name: "faq",
    path: "/api/faq",
    reorderKey: "faqOrders",
    valid: (n: number) => ({ question: `Question ${n}?`, answer: "An answer.", answerType: "text", listItems: [] }),
    field: "question",
    invalid: { question: "Why?", answer: "Because:", answerType: "list", listItems: [] },
    invalidField: "listItems",
  },
  {
    name: "standards",
    path: "/api/standards",
    reorderKey: "standardsOrders",
    valid: (n: number) => ({
      title: `Region ${n}`,
      subtitle: "Laws",
      icon: "globe",
      details: [{ title: "A", description: "B" }],
    }),
    field: "title",
    invalid: { title: "Canada", subtitle: "Laws", icon: "flag", details: [{ title: "A", description: "B" }] },
    invalidField: "icon",
  },
] as const;

describe.each(collections)("$name", (c) => {
  it("creates, lists, updates and deletes", async () => {
    const admin = await ctx.signedIn();
    const created = await admin.post(c.path).send(c.valid(1));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), [c.field]: c.valid(1)[c.field as never] });

    const updated = await admin.put(`${c.path}/${created.body.id}`).send({ [c.field]: "Renamed" });
    expect(updated.status).toBe(200);
    expect(updated.body[c.field]).toBe("Renamed");

    const list = await ctx.anonymous().get(c.path);
    expect(list.body.map((r: Record<string, unknown>) => r[c.field])).toEqual(["Renamed"]);

    expect((await admin.delete(`${c.path}/${created.body.id}`)).status).toBe(204);
    expect((await ctx.anonymous().get(c.path)).body).toEqual([]);
  });

  it("answers 404 for unknown ids and 400 for ids that are not numbers", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.put(`${c.path}/9999`).send({ [c.field]: "x" })).status).toBe(404);
    expect((await admin.delete(`${c.path}/9999`)).status).toBe(404);
    const bad = await admin.delete(`${c.path}/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not a valid id/);
    expect((await admin.put(`${c.path}/99999999999`).send({})).status).toBe(400);
  });

  it("rejects invalid bodies with field errors and stores nothing", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post(c.path).send(c.invalid);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[c.invalidField]).toBeDefined();
    for (const body of [[], "text", null, { ...c.valid(1), sortOrder: "first" }]) {
      const r = await admin.post(c.path).set("Content-Type", "application/json").send(JSON.stringify(body));
      expect(r.status).toBe(400);
    }
    expect((await ctx.anonymous().get(c.path)).body).toEqual([]);
  });

  it("stores text verbatim: markup and SQL-looking strings come back unchanged", async () => {
    const admin = await ctx.signedIn();
    const hostile = `<script>alert("x")</script> '; DROP TABLE users; --`;
    const created = await admin.post(c.path).send({ ...c.valid(1), [c.field]: hostile });
    expect(created.status).toBe(201);
    expect((await ctx.anonymous().get(c.path)).body[0][c.field]).toBe(hostile);
  });

  it("lists by sortOrder, then id", async () => {
    const admin = await ctx.signedIn();
    const ids: number[] = [];
    for (const [n, sortOrder] of [
      [1, 5],
      [2, 0],
      [3, 5],
      [4, 1],
    ] as const) {
      ids.push((await admin.post(c.path).send({ ...c.valid(n), sortOrder })).body.id);
    }
    const list = (await ctx.anonymous().get(c.path)).body.map((r: { id: number }) => r.id);
    expect(list).toEqual([ids[1], ids[3], ids[0], ids[2]]);
  });

  it("reorders the whole list in one call and renumbers it", async () => {
    const admin = await ctx.signedIn();
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await admin.post(c.path).send(c.valid(n))).body.id);
    const order = [ids[2]!, ids[0]!, ids[1]!].map((id, i) => ({ id, sortOrder: i + 1 }));
    const res = await admin.post(`${c.path}/reorder`).send({ [c.reorderKey]: order });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number; sortOrder: number }) => [r.id, r.sortOrder])).toEqual(
      order.map((o) => [o.id, o.sortOrder]),
    );
  });

  it("changes nothing when a reorder names an unknown or repeated id", async () => {
    const admin = await ctx.signedIn();
    const a = (await admin.post(c.path).send({ ...c.valid(1), sortOrder: 1 })).body.id;
    const b = (await admin.post(c.path).send({ ...c.valid(2), sortOrder: 2 })).body.id;
    const unknown = await admin.post(`${c.path}/reorder`).send({
      [c.reorderKey]: [
        { id: b, sortOrder: 1 },
        { id: a, sortOrder: 2 },
        { id: 424242, sortOrder: 3 },
      ],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("424242");
    const repeated = await admin.post(`${c.path}/reorder`).send({
      [c.reorderKey]: [
        { id: a, sortOrder: 1 },
        { id: a, sortOrder: 2 },
      ],
    });
    expect(repeated.status).toBe(400);
    expect((await admin.post(`${c.path}/reorder`).send({ wrongKey: [] })).status).toBe(400);
    const list = (await ctx.anonymous().get(c.path)).body.map((r: { id: number }) => r.id);
    expect(list).toEqual([a, b]);
  });
});

describe("team member fields", () => {
  it("stores an empty LinkedIn URL as null and allows no image", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/team")
      .send({ name: "Ann", designation: "CEO", description: "Leads", linkedinUrl: "", sortOrder: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ linkedinUrl: null, imageUrl: "" });
  });

  it("refuses links that are not http(s), which would run script when clicked", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/team")
      .send({ name: "Ann", designation: "CEO", description: "x", linkedinUrl: "javascript:alert(1)", sortOrder: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.linkedinUrl).toBeDefined();
  });
});
