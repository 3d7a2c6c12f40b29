import { describe, expect, it } from "vitest";
import { latestWrites } from "../../test/activity";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

const turnaround = {
  question: "How long does each service take?",
  answer: "Typical timelines are:",
  answerType: "list",
  listItems: ["EPUB conversion: 2-4 business days", "Rush service is available"],
};

describe("FAQ items", () => {
  it("keeps a list answer's items in order, and drops them when the answer becomes plain text", async () => {
    const admin = await ctx.signedIn();
    const created = await admin.post("/api/faq").send(turnaround);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...turnaround, id: expect.any(Number) });

    const text = await admin
      .put(`/api/faq/${created.body.id}`)
      .send({ answerType: "text", answer: "About a week.", listItems: ["left over"] });
    expect(text.status).toBe(200);
    expect((await ctx.anonymous().get("/api/faq")).body).toEqual([
      expect.objectContaining({ answer: "About a week.", answerType: "text", listItems: [] }),
    ]);
  });

  it("answers 400 with field errors for bodies outside the rules, and stores nothing", async () => {
    const admin = await ctx.signedIn();
    const cases: [object, string][] = [
      [{ answer: "Yes." }, "question"],
      [{ question: "   ", answer: "Yes." }, "question"],
      [{ question: "x".repeat(301), answer: "Yes." }, "question"],
      [{ question: "Why?", answer: "x".repeat(5001) }, "answer"],
      [{ question: "Why?", answer: "Yes.", answerType: "table" }, "answerType"],
      [{ question: "Why?", answer: "Because:", answerType: "list" }, "listItems"],
      [{ question: "Why?", answer: "Because:", answerType: "list", listItems: ["   "] }, "listItems"],
      [{ question: "Why?", answer: "Because:", answerType: "list", listItems: ["x".repeat(501)] }, "listItems"],
      [{ question: "Why?", answer: "Because:", answerType: "list", listItems: Array(31).fill("item") }, "listItems"],
      [{ question: "Why?", answer: "Because:", answerType: "list", listItems: "one" }, "listItems"],
      [{ question: "Why?", answer: "Because:", answerType: "list", listItems: [{ text: "one" }] }, "listItems"],
      [{ question: ["Why?"], answer: "Yes." }, "question"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post("/api/faq").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      // A list item's error is keyed by its position (listItems.0).
      expect(Object.keys(res.body.fieldErrors).map((key) => key.split(".")[0])).toContain(field);
    }
    expect((await ctx.anonymous().get("/api/faq")).body).toEqual([]);
  });

  it("refuses an edit that turns an answer into a list without list items, and keeps the answer", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/faq").send({ question: "Why?", answer: "Because." })).body;
    const res = await admin.put(`/api/faq/${id}`).send({ answerType: "list" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.listItems).toEqual(["A list answer needs at least one list item"]);
    expect((await ctx.anonymous().get("/api/faq")).body).toEqual([
      expect.objectContaining({ answer: "Because.", answerType: "text", listItems: [] }),
    ]);
  });

  it("refuses list items sent without the answer type, so none are stored where nobody sees them", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/faq").send({ question: "Why?", answer: "Because." })).body;
    const res = await admin.put(`/api/faq/${id}`).send({ listItems: ["One", "Two"] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.listItems).toEqual(['Send list items with answerType "list"']);
    expect((await ctx.anonymous().get("/api/faq")).body).toEqual([
      expect.objectContaining({ answer: "Because.", answerType: "text", listItems: [] }),
    ]);
    const list = await admin.put(`/api/faq/${id}`).send({ answerType: "list", listItems: ["One", "Two"] });
    expect(list.body).toMatchObject({ answerType: "list", listItems: ["One", "Two"] });
  });

  it("records readable activity: the question, not field names", async () => {
    const admin = await ctx.signedIn();
    const { id } = (await admin.post("/api/faq").send(turnaround)).body;
    await admin.put(`/api/faq/${id}`).send({ answer: "Usually:", updatedAt: undefined });
    expect(await latestWrites(admin)).toEqual([
      ["update", "faq", String(id), 'Changed the question "How long does each service take?"'],
      ["create", "faq", String(id), 'Added the question "How long does each service take?"'],
    ]);
  });
});
