import { describe, expect, it } from "vitest";
import { logoFormSchema } from "@/features/admin-logos/api/logo-form-schema";
import { teamMemberFormSchema } from "@/features/admin-team/api/team-form-schema";
import { testimonialFormSchema } from "@/features/admin-testimonials/api/testimonial-form-schema";

// The CMS forms check image addresses as the API does: an upload or https, with the API's message.
const forms = [
  { name: "team member", schema: teamMemberFormSchema, values: { name: "Ann", designation: "CEO", description: "Leads" }, field: "imageUrl" },
  { name: "client logo", schema: logoFormSchema, values: { clientName: "Acme" }, field: "logoUrl" },
  {
    name: "testimonial",
    schema: testimonialFormSchema,
    values: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great work" },
    field: "avatarUrl",
  },
] as const;

describe.each(forms)("the $name form", ({ schema, values, field }) => {
  it("refuses a plain http image address", () => {
    const result = schema.safeParse({ ...values, [field]: "http://cdn.example.com/a.png" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Image must be an uploaded file or an https address");
  });

  it("accepts an upload or an https address", () => {
    expect(schema.safeParse({ ...values, [field]: "/uploads/abc.png" }).success).toBe(true);
    expect(schema.safeParse({ ...values, [field]: "https://cdn.example.com/a.png" }).success).toBe(true);
  });
});
