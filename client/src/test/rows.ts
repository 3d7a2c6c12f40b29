// Rows as the API answers them, one factory per row type: each returns a full, valid row, and a test names only
// what it is about (`teamMemberRow({ imageAlt: "Ada at a lectern" })`).
import type { MenuPlace } from "@shared/page-links";
import type {
  ClientLogo,
  FaqItem,
  Inquiry,
  Page,
  PublicUser,
  StandardsRegion,
  TeamMember,
  Testimonial,
} from "@shared/schema";

/**
 * A row's version as JSON brings it: the server's `updatedAt` is a string, which a save sends back unchanged so
 * that the server can answer 409 when someone else saved first.
 */
export const LOADED_VERSION = "2025-05-01T10:20:30.456Z";

/** The message of the server's 409 for a save based on an old version. */
export const STALE = "This item was changed by someone else. Reload to see the latest version.";

/** A row as a dialog loaded it: its `updatedAt` is LOADED_VERSION. */
export const asLoaded = <T extends { updatedAt: Date }>(row: T): T => ({
  ...row,
  updatedAt: LOADED_VERSION as unknown as Date,
});

const stamps = { createdAt: new Date("2025-01-01T00:00:00Z"), updatedAt: new Date("2025-01-01T00:00:00Z") };

export const teamMemberRow = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 7,
  name: "Jane Doe",
  designation: "Auditor",
  description: "Audits websites.",
  imageUrl: "",
  imageAlt: null,
  imageDecorative: false,
  linkedinUrl: null,
  sortOrder: 3,
  ...stamps,
  ...overrides,
});

export const testimonialRow = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: 9,
  clientName: "Acme",
  personName: "Jo Park",
  personTitle: "Editor",
  content: "Superb.",
  avatarUrl: null,
  companyLogoUrl: null,
  avatarAlt: null,
  avatarDecorative: true,
  companyLogoAlt: null,
  companyLogoDecorative: true,
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

export const logoRow = (overrides: Partial<ClientLogo> = {}): ClientLogo => ({
  id: 5,
  clientName: "Acme",
  logoUrl: "/uploads/acme.png",
  logoAlt: null,
  logoDecorative: false,
  websiteUrl: null,
  sortOrder: 1,
  ...stamps,
  ...overrides,
});

export const faqRow = (overrides: Partial<FaqItem> = {}): FaqItem => ({
  id: 3,
  question: "How long does each service take?",
  answer: "Typical timelines are:",
  answerType: "text",
  listItems: [],
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

export const standardsRegionRow = (overrides: Partial<StandardsRegion> = {}): StandardsRegion => ({
  id: 3,
  title: "Canada",
  subtitle: "Federal and provincial accessibility legislation",
  icon: "government",
  details: [{ title: "ACA (Accessible Canada Act)", description: "Barrier-free by 2040." }],
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

/** A page whole, with the menus that link to it (as GET /api/pages/:id answers). */
export const pageRow = (overrides: Partial<Page & { linkedFrom: MenuPlace[] }> = {}) => ({
  id: 3,
  title: "About Us",
  slug: "about-us-page",
  content: "<p>Hi</p>",
  metaTitle: null,
  metaDescription: null,
  isPublished: false,
  ...stamps,
  linkedFrom: [] as MenuPlace[],
  ...overrides,
});

export const inquiryRow = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 4,
  fullName: "Sam Buyer",
  designation: "CTO",
  companyEmail: "sam@example.org",
  phoneNumber: "555 0100",
  goals: ["EPUB"],
  challenges: null,
  status: "new",
  notes: null,
  ...stamps,
  ...overrides,
});

export const adminRow = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  username: "admin",
  email: null,
  isAdmin: true,
  createdAt: new Date("2025-03-04T10:00:00Z"),
  ...overrides,
});
