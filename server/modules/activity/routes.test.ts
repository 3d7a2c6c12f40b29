import { describe, expect, it } from "vitest";
import { inquiryBody, teamMemberBody } from "@shared/test/rows";
import { activity, writes } from "../../test/activity";
import { sendInquiry } from "../../test/altcha";
import { fixture, useTestApp } from "../../test/harness";

const ctx = useTestApp();

// Sign-ins and account changes have their own file: accounts.test.ts.
describe("activity log: what is recorded", () => {
  it("records creating, editing, reordering and deleting team members, with who, which item and from where", async () => {
    const admin = await ctx.signedIn({ username: "alice" });
    const created = await admin.post("/api/team").send({ name: "Ada", designation: "CTO", description: "Builds" });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await admin.put(`/api/team/${id}`).send({ name: "Ada L." })).status).toBe(200);
    expect((await admin.post("/api/team/reorder").send({ teamOrders: [{ id, sortOrder: 2 }] })).status).toBe(200);
    expect((await admin.delete(`/api/team/${id}`)).status).toBe(204);

    expect(await writes(admin)).toEqual([
      {
        action: "create",
        entityType: "team",
        entityId: String(id),
        summary: 'Added the team member "Ada"',
        username: "alice",
      },
      {
        action: "update",
        entityType: "team",
        entityId: String(id),
        summary: 'Changed the team member "Ada L."',
        username: "alice",
      },
      {
        action: "reorder",
        entityType: "team",
        entityId: null,
        summary: "Reordered the team members",
        username: "alice",
      },
      {
        action: "delete",
        entityType: "team",
        entityId: String(id),
        summary: 'Deleted the team member "Ada L."',
        username: "alice",
      },
    ]);
    const [latest] = (await activity(admin)).items;
    expect(latest).toMatchObject({ action: "delete", userId: expect.any(Number) });
    expect(latest!.ip).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - new Date(latest!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it("records a page creation, a setting, an upload, and an inquiry's status change and response", async () => {
    const admin = await ctx.signedIn({ username: "bob" });
    const page = await admin.post("/api/pages").send({ title: "Privacy", slug: "privacy-notice", content: "<p>x</p>" });
    expect(page.status).toBe(201);
    expect((await admin.post("/api/settings/companyName").send({ value: "Acme Access" })).status).toBe(200);
    const upload = await admin.post("/api/team/upload").attach("image", fixture("logo.png"));
    expect(upload.status).toBe(201);
    expect((await sendInquiry(ctx.anonymous(), inquiryBody({ fullName: "Grace Hopper" }))).status).toBe(201);
    const inquiryId = (await admin.get("/api/inquiries")).body[0].id as number;
    expect((await admin.patch(`/api/inquiries/${inquiryId}/status`).send({ status: "in_review" })).status).toBe(200);
    expect(
      (await admin.post(`/api/inquiries/${inquiryId}/respond`).send({ subject: "Re", message: "Thanks" })).status,
    ).toBe(201);

    expect(await writes(admin)).toEqual([
      {
        action: "create",
        entityType: "pages",
        entityId: String(page.body.id),
        summary: 'Added the page "Privacy"',
        username: "bob",
      },
      {
        action: "settings",
        entityType: "settings",
        entityId: "companyName",
        summary: 'Changed the company name to "Acme Access"',
        username: "bob",
      },
      {
        action: "upload",
        entityType: "team",
        entityId: null,
        summary: `Uploaded the file ${upload.body.imageUrl} for the team members`,
        username: "bob",
      },
      // The visitor's inquiry itself is not an administrator's action and is not listed.
      {
        action: "status",
        entityType: "inquiries",
        entityId: String(inquiryId),
        summary: 'Marked the inquiry from "Grace Hopper" as in review',
        username: "bob",
      },
      {
        action: "respond",
        entityType: "inquiries",
        entityId: String(inquiryId),
        // No mail server in these tests: the reply was only saved.
        summary: 'Saved a reply to the inquiry from "Grace Hopper", not e-mailed',
        username: "bob",
      },
    ]);
  });

  it("records nothing for anonymous writes, refused writes or failed writes", async () => {
    const admin = await ctx.signedIn();
    expect((await sendInquiry(ctx.anonymous(), inquiryBody())).status).toBe(201);
    expect((await ctx.anonymous().post("/api/team").send({ name: "X" })).status).toBe(401);
    const user = await ctx.signedIn({ isAdmin: false });
    expect((await user.post("/api/team").send(teamMemberBody())).status).toBe(403);
    expect((await admin.post("/api/team").send({ name: "" })).status).toBe(400);
    expect((await admin.delete("/api/team/999")).status).toBe(404);
    expect(await writes(admin)).toEqual([]);
  });
});
