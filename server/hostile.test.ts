import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "./test/harness";

const ctx = useTestApp();

// Requests a careless or hostile client sends: each gets a clear 4xx JSON answer, never a 500.
describe("hostile requests", () => {
  it("answers 400 for a malformed percent-encoding in a path parameter", async () => {
    const res = await ctx.anonymous().get("/api/pages/slug/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("answers 415 for an unsupported JSON charset", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/settings/companyName")
      .set("Content-Type", "application/json; charset=klingon")
      .send('{"value":"x"}');
    expect(res.status).toBe(415);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("answers 400 for a multipart body sent to a JSON endpoint", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/team").attach("image", fixture("logo.png"));
    expect(res.status).toBe(400);
  });

  it("ignores __proto__ and unknown keys rather than storing or obeying them", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/testimonials")
      .set("Content-Type", "application/json")
      .send('{"clientName":"A","personName":"B","personTitle":"C","content":"D","__proto__":{"isAdmin":true},"id":99}');
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(99);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("answers 400 for a broken multipart upload", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/team/upload")
      .set("Content-Type", "multipart/form-data; boundary=XYZ")
      .send('--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nunterminated');
    expect(res.status).toBe(400);
  });

  it("does not crash on a huge username at sign-in", async () => {
    const res = await ctx
      .anonymous()
      .post("/api/auth/login")
      .send({ username: "a".repeat(100_000), password: "x" });
    expect(res.status).toBe(400);
  });
});
