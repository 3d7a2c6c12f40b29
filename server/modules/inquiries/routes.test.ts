import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailStatusSchema } from "@shared/schema";
import { inquiries } from "@shared/tables";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

const inquiry = (over: Record<string, unknown> = {}) => ({
  fullName: "Grace Hopper",
  designation: "Head of Digital",
  companyEmail: "grace@publisher.example",
  phoneNumber: "+1 (555) 010-2030",
  goals: ["Accessible EPUB", "VPAT"],
  challenges: ["Complex maths"],
  ...over,
});

/** Sends an inquiry as a visitor and returns it as administrators see it (the visitor's answer has no id). */
async function submit(over: Record<string, unknown> = {}) {
  const res = await sendInquiry(ctx.anonymous(), inquiry(over));
  expect(res.status).toBe(201);
  const [row] = await ctx.database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
  return row!;
}

describe("public inquiry form", () => {
  it("accepts a valid inquiry with status new, and ignores fields a visitor may not set", async () => {
    const res = await sendInquiry(ctx.anonymous(), { ...inquiry(), status: "responded", notes: "x", id: 7 });
    expect(res.status).toBe(201);
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toEqual([
      expect.objectContaining({
        fullName: "Grace Hopper",
        status: "new",
        notes: null,
        goals: ["Accessible EPUB", "VPAT"],
      }),
    ]);
  });

  // The stored row would tell a visitor how many inquiries came before theirs, and a different answer to the
  // hidden field would tell a bot it was caught.
  it("answers with the same short confirmation whether the inquiry was kept or caught by the hidden field", async () => {
    const kept = await sendInquiry(ctx.anonymous(), inquiry());
    const caught = await sendInquiry(ctx.anonymous(), inquiry({ website: "https://spam.example" }));
    expect(kept.status).toBe(201);
    expect(caught.status).toBe(kept.status);
    expect(caught.headers["content-type"]).toBe(kept.headers["content-type"]);
    expect(caught.body).toEqual(kept.body);
    expect(Object.keys(kept.body)).toEqual(["message"]);
    expect(kept.body.message).toMatch(/^Thank you/);
    for (const field of ["id", "status", "notes", "createdAt", "updatedAt", "fullName", "companyEmail"]) {
      expect(kept.body).not.toHaveProperty(field);
    }
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toHaveLength(1);
  });

  it("rejects missing fields, a bad e-mail and an empty goal list", async () => {
    const res = await ctx
      .anonymous()
      .post("/api/inquiries")
      .send(inquiry({ companyEmail: "not-an-email", goals: [], fullName: "" }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["companyEmail", "fullName", "goals"]);
    expect(
      (
        await ctx
          .anonymous()
          .post("/api/inquiries")
          .send(inquiry({ goals: "EPUB" }))
      ).status,
    ).toBe(400);
    expect(
      (
        await ctx
          .anonymous()
          .post("/api/inquiries")
          .send(inquiry({ goals: [42] }))
      ).status,
    ).toBe(400);
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toEqual([]);
  });
});

describe("honeypot", () => {
  it("answers a submission that fills the hidden field like any other, but stores nothing", async () => {
    const res = await sendInquiry(ctx.anonymous(), inquiry({ website: "https://spam.example" }));
    expect(res.status).toBe(201);
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toEqual([]);
    expect(ctx.logs.join("\n")).toMatch(/honeypot/);
  });

  it("stores a submission whose hidden field is empty, without the field", async () => {
    const res = await sendInquiry(ctx.anonymous(), inquiry({ website: "" }));
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("website");
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toHaveLength(1);
  });
});

describe("inquiry notes", () => {
  it("saves notes, keeps them on the listed inquiry, and clears them with an empty text", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    const saved = await admin
      .patch(`/api/inquiries/${id}/notes`)
      .send({ notes: "  Call back on Monday.\nPrefers e-mail.  " });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, notes: "Call back on Monday.\nPrefers e-mail.", status: "new" });
    expect((await admin.get("/api/inquiries")).body[0].notes).toBe("Call back on Monday.\nPrefers e-mail.");

    const cleared = await admin.patch(`/api/inquiries/${id}/notes`).send({ notes: "   " });
    expect(cleared.status).toBe(200);
    expect(cleared.body.notes).toBeNull();
  });

  it("answers 400 for a missing, non-text or too long note and 404 for an unknown inquiry", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    const missing = await admin.patch(`/api/inquiries/${id}/notes`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Notes must be text/);
    expect((await admin.patch(`/api/inquiries/${id}/notes`).send({ notes: 42 })).status).toBe(400);
    const long = await admin.patch(`/api/inquiries/${id}/notes`).send({ notes: "x".repeat(5_001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 5000 characters/);
    const unknown = await admin.patch("/api/inquiries/999/notes").send({ notes: "Hi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Inquiry 999 was not found");
    expect((await admin.get("/api/inquiries")).body[0].notes).toBeNull();
  });
});

describe("inquiry lifecycle", () => {
  it("lists inquiries for administrators and changes status to any of the three values", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body.map((i: { id: number }) => i.id)).toEqual([id]);
    for (const status of ["in_review", "responded", "new"]) {
      const res = await admin.patch(`/api/inquiries/${id}/status`).send({ status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const bad = await admin.patch(`/api/inquiries/${id}/status`).send({ status: "archived" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("new, in_review, responded");
    expect((await admin.patch("/api/inquiries/999/status").send({ status: "new" })).status).toBe(404);
  });

  // Sending with a real mail server, and its refusals, are in respond.test.ts.
  it("keeps a response without SMTP, leaves the inquiry's status alone, and says it was not e-mailed", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    await admin.patch(`/api/inquiries/${id}/status`).send({ status: "in_review" });
    const res = await admin
      .post(`/api/inquiries/${id}/respond`)
      .send({ subject: "  Your quote  ", message: "  Thanks, we will call you.  " });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.message).toBe("Not e-mailed: this site has no mail server set up, so nothing was sent.");
    expect(res.body.inquiry.status).toBe("in_review");
    expect(res.body.response).toMatchObject({
      inquiryId: id,
      subject: "Your quote",
      message: "Thanks, we will call you.",
      emailed: false,
    });
    expect(ctx.logs.join("\n")).toMatch(/not e-mailed/);

    const history = await admin.get(`/api/inquiries/${id}/responses`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ message: "Thanks, we will call you.", sentBy: expect.any(Number) });
    expect((await admin.get(`/api/inquiries/${id}`)).body.status).toBe("in_review");
  });

  it("refuses a missing, blank, multi-line or too long subject", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    const send = (subject: unknown) => admin.post(`/api/inquiries/${id}/respond`).send({ subject, message: "Hi" });
    const missing = await admin.post(`/api/inquiries/${id}/respond`).send({ message: "Hi" });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.subject).toEqual(["Subject is required"]);
    expect((await send("   ")).body.fieldErrors.subject).toEqual(["Subject is required"]);
    const twoLines = await send("Your quote\r\nBcc: everyone@example.com");
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.fieldErrors.subject).toEqual(["Subject must be a single line"]);
    const long = await send("x".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.subject).toEqual(["Subject must be at most 200 characters"]);
    expect((await send(42)).status).toBe(400);
    expect((await admin.get(`/api/inquiries/${id}/responses`)).body).toEqual([]);
  });

  // With a mail server it answers true: respond.test.ts.
  it("tells administrators only whether replies can be e-mailed", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.get("/api/inquiries/mail-status");
    expect(res.status).toBe(200);
    expect(mailStatusSchema.parse(res.body)).toEqual({ configured: false });
    const anonymous = await ctx.anonymous().get("/api/inquiries/mail-status");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty("configured");
  });

  it("refuses a blank response and responses to unknown inquiries", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    const send = (to: number | string, body: object) => admin.post(`/api/inquiries/${to}/respond`).send(body);
    expect((await send(id, { subject: "Re", message: "   " })).status).toBe(400);
    expect((await send(id, {})).status).toBe(400);
    expect((await send(999, { subject: "Re", message: "Hi" })).status).toBe(404);
    expect((await admin.get(`/api/inquiries/${id}/responses`)).body).toEqual([]);
    expect((await admin.get("/api/inquiries")).body[0].status).toBe("new");
  });

  it("deletes an inquiry with its responses", async () => {
    const { id } = await submit();
    const admin = await ctx.signedIn();
    await admin.post(`/api/inquiries/${id}/respond`).send({ subject: "Re", message: "Hi" });
    expect((await admin.delete(`/api/inquiries/${id}`)).status).toBe(204);
    expect((await admin.get("/api/inquiries")).body).toEqual([]);
    expect((await admin.get(`/api/inquiries/${id}/responses`)).status).toBe(404);
    expect((await admin.delete(`/api/inquiries/${id}`)).status).toBe(404);
  });
});
