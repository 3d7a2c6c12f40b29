import { expect, it } from "vitest";
import { inquiryBody } from "@shared/test/rows";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp({ INQUIRY_MAX_PER_HOUR: "2" });

it("limits public inquiries per address and says when to try again", async () => {
  const body = inquiryBody();
  expect((await sendInquiry(ctx.anonymous(), body)).status).toBe(201);
  expect((await sendInquiry(ctx.anonymous(), body)).status).toBe(201);
  const third = await sendInquiry(ctx.anonymous(), body);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(/Too many inquiries/);
});
