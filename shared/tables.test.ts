import { createInsertSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  insertClientLogoSchema,
  insertFaqItemSchema,
  insertInquirySchema,
  insertPageSchema,
  insertStandardsRegionSchema,
  insertTeamMemberSchema,
  insertTestimonialSchema,
  insertUserSchema,
} from "./schema";
import { clientLogos, faqItems, inquiries, pages, standardsRegions, teamMembers, testimonials, users } from "./tables";

// The hand-written request schemas are what the browser and the API validate with; drizzle-zod derives the
// schema each table itself accepts. Side by side they show, at run time, that what passes the request schema is
// a row the table takes, and that the request schema requires every column the table cannot do without.
const cases: { name: string; request: z.ZodType; table: Parameters<typeof createInsertSchema>[0]; valid: object }[] = [
  { name: "users", request: insertUserSchema, table: users, valid: { username: "ann", password: "long enough" } },
  {
    name: "team members",
    request: insertTeamMemberSchema,
    table: teamMembers,
    valid: { name: "Ann", designation: "Lead", description: "Audits." },
  },
  {
    name: "pages",
    request: insertPageSchema,
    table: pages,
    valid: { title: "About", slug: "about-us", content: "<p>Hi</p>" },
  },
  {
    name: "client logos",
    request: insertClientLogoSchema,
    table: clientLogos,
    valid: { clientName: "Acme", logoUrl: "https://example.com/a.png" },
  },
  {
    name: "testimonials",
    request: insertTestimonialSchema,
    table: testimonials,
    valid: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great" },
  },
  {
    name: "FAQ items",
    request: insertFaqItemSchema,
    table: faqItems,
    valid: { question: "Why?", answer: "Because:", answerType: "list", listItems: ["One"] },
  },
  {
    name: "standards regions",
    request: insertStandardsRegionSchema,
    table: standardsRegions,
    valid: {
      title: "Canada",
      subtitle: "Federal law",
      icon: "government",
      details: [{ title: "ACA", description: "Barrier-free by 2040." }],
    },
  },
  {
    name: "inquiries",
    request: insertInquirySchema,
    table: inquiries,
    valid: {
      fullName: "Ann",
      designation: "CEO",
      companyEmail: "ann@example.com",
      phoneNumber: "+1 555 0100",
      goals: ["EPUB"],
    },
  },
];

describe.each(cases)("$name: the request schema and the table agree", ({ request, table, valid }) => {
  const tableSchema = createInsertSchema(table);

  it("a valid request is a row the table accepts", () => {
    const parsed = request.parse(valid);
    expect(tableSchema.safeParse(parsed).error).toBeUndefined();
  });

  it("every column the table requires, the request requires too", () => {
    const required = Object.entries(tableSchema.shape)
      .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
      .map(([key]) => key);
    expect(required.length).toBeGreaterThan(0);
    for (const key of required) {
      const { [key]: _left, ...without } = valid as Record<string, unknown>;
      expect(request.safeParse(without).success, `${key} may be left out`).toBe(false);
    }
  });
});
