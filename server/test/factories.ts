import type {
  InsertClientLogo,
  InsertFaqItem,
  InsertInquiry,
  InsertPage,
  InsertTeamMember,
  InsertTestimonial,
} from "@shared/schema";

// One full, valid body per row type, for API posts and direct inserts alike. A test names only the fields it is
// about, as overrides; everything else is a plain value the schema accepts.

export const teamMemberRow = (overrides: Partial<InsertTeamMember> = {}) => ({
  name: "Ann",
  designation: "Auditor",
  description: "Audits",
  imageUrl: "",
  sortOrder: 1,
  ...overrides,
});

export const logoRow = (overrides: Partial<InsertClientLogo> = {}) => ({
  clientName: "Acme",
  logoUrl: "/uploads/logo.png",
  ...overrides,
});

export const testimonialRow = (overrides: Partial<InsertTestimonial> = {}) => ({
  clientName: "Acme",
  personName: "Bo",
  personTitle: "CEO",
  content: "Great.",
  ...overrides,
});

export const pageRow = (overrides: Partial<InsertPage> = {}) => ({
  title: "Terms",
  slug: "terms-of-use",
  content: "<p>1</p>",
  ...overrides,
});

export const inquiryRow = (overrides: Partial<InsertInquiry> = {}) => ({
  fullName: "Grace Hopper",
  designation: "Rear Admiral",
  companyEmail: "grace@example.com",
  phoneNumber: "+1 555 0100",
  goals: ["VPAT"],
  ...overrides,
});

export const faqItemRow = (overrides: Partial<InsertFaqItem> = {}) => ({
  question: "How long does each service take?",
  answer: "A week.",
  answerType: "text" as const,
  listItems: [] as string[],
  ...overrides,
});
