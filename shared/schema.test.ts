import { describe, expect, it } from "vitest";
import {
  insertInquirySchema,
  insertTeamMemberSchema,
  teamResource,
  testimonialResource,
  updatePageSchema,
} from "./schema";

// The schemas are written by hand in zod; these pin how fields for nullable columns behave, which the API relies
// on: left out, a field stays out (an update leaves the column alone); sent empty, it clears the column.
describe("request schemas and nullable columns", () => {
  const member = { name: "Ada", designation: "Lead", description: "Audits" };

  it("leaves an omitted nullable field out, and turns an empty one into null", () => {
    expect(insertTeamMemberSchema.parse(member)).toEqual(member);
    expect("linkedinUrl" in insertTeamMemberSchema.parse(member)).toBe(false);
    expect(insertTeamMemberSchema.parse({ ...member, linkedinUrl: "" }).linkedinUrl).toBeNull();
    expect(insertTeamMemberSchema.parse({ ...member, linkedinUrl: null }).linkedinUrl).toBeNull();
  });

  it("lets an update name only the fields it changes", () => {
    expect(teamResource.update.parse({})).toEqual({});
    expect(updatePageSchema.parse({ metaTitle: "" })).toEqual({ metaTitle: null });
    expect(testimonialResource.update.parse({ avatarUrl: null })).toEqual({ avatarUrl: null });
  });

  it("keeps the field rules and their messages", () => {
    const bad = insertTeamMemberSchema.safeParse({ ...member, linkedinUrl: "ftp://x", sortOrder: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "LinkedIn URL must start with http:// or https://",
      "Sort order must be a whole number",
    ]);
    const inquiry = {
      fullName: "A",
      designation: "B",
      companyEmail: "a@b.co",
      phoneNumber: "+1 555 1234",
      goals: ["x"],
    };
    expect(insertInquirySchema.parse({ ...inquiry, status: "responded", notes: "n" })).toEqual(inquiry);
    expect(insertInquirySchema.parse({ ...inquiry, challenges: null }).challenges).toBeNull();
  });
});
