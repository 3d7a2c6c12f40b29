import { expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp({ INQUIRY_MAX_PER_HOUR: "2" });

it("limits public inquiries per address and says when to try again", async () => {
  const body = {
    fullName: "Ann",
    designation: "CTO",
    companyEmail: "ann@example.com",
    phoneNumber: "555 0100",
    goals: ["Audit"],
  };
  expect((await ctx.anonymous().post("/api/inquiries").send(body)).status).toBe(201);
  expect((await ctx.anonymous().post("/api/inquiries").send(body)).status).toBe(201);
  const third = await ctx.anonymous().post("/api/inquiries").send(body);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(/Too many inquiries/);
});
