import { expect, it } from "vitest";
import { inquiryBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp({ INQUIRY_MAX_PER_HOUR: "2" });

it("limits public inquiries per address and says when to try again", async () => {
  const body = inquiryBody();
  expect((await ctx.anonymous().post("/api/inquiries").send(body)).status).toBe(201);
  expect((await ctx.anonymous().post("/api/inquiries").send(body)).status).toBe(201);
  const third = await ctx.anonymous().post("/api/inquiries").send(body);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(/Too many inquiries/);
});
