import { describe, expect, it } from "vitest";
import { teamMemberFormSchema } from "./team-form-schema";

// The form checks the image address as the API does: an upload or https, with the API's message.
describe("the team member form", () => {
  const values = { name: "Ann", designation: "CEO", description: "Leads" };

  it("refuses a plain http image address", () => {
    const result = teamMemberFormSchema.safeParse({ ...values, imageUrl: "http://cdn.example.com/a.png" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Image must be an uploaded file or an https address");
  });

  it("accepts an upload or an https address", () => {
    expect(teamMemberFormSchema.safeParse({ ...values, imageUrl: "/uploads/abc.png" }).success).toBe(true);
    expect(teamMemberFormSchema.safeParse({ ...values, imageUrl: "https://cdn.example.com/a.png" }).success).toBe(true);
  });
});
