import { describe, expect, it } from "vitest";
import { logoFormSchema } from "./logo-form-schema";

// The form checks the image address as the API does: an upload or https, with the API's message.
describe("the client logo form", () => {
  const values = { clientName: "Acme" };

  it("refuses a plain http image address", () => {
    const result = logoFormSchema.safeParse({ ...values, logoUrl: "http://cdn.example.com/a.png" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Image must be an uploaded file or an https address");
  });

  it("accepts an upload or an https address", () => {
    expect(logoFormSchema.safeParse({ ...values, logoUrl: "/uploads/abc.png" }).success).toBe(true);
    expect(logoFormSchema.safeParse({ ...values, logoUrl: "https://cdn.example.com/a.png" }).success).toBe(true);
  });
});
