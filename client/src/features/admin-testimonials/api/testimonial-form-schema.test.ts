import { describe, expect, it } from "vitest";
import { testimonialFormSchema } from "./testimonial-form-schema";

// The form checks the image address as the API does: an upload or https, with the API's message.
describe("the testimonial form", () => {
  const values = { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great work" };

  it("refuses a plain http image address", () => {
    const result = testimonialFormSchema.safeParse({ ...values, avatarUrl: "http://cdn.example.com/a.png" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Image must be an uploaded file or an https address");
  });

  it("accepts an upload or an https address", () => {
    expect(testimonialFormSchema.safeParse({ ...values, avatarUrl: "/uploads/abc.png" }).success).toBe(true);
    expect(testimonialFormSchema.safeParse({ ...values, avatarUrl: "https://cdn.example.com/a.png" }).success).toBe(
      true,
    );
  });
});
