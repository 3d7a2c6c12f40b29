// Test data for every layer: per row type, one valid create body (`teamMemberBody()`, what an admin form or the
// quote form sends) and the row the API answers once that body is stored (`teamMemberRow()`: the body plus the id,
// list place, timestamps and column defaults the database adds). A test names only the fields it is about, as
// overrides. The bodies are typed against the shared insert schemas and the rows against the row types, so a new
// required field or column fails type-checking here, once, instead of in every test that builds one.
//
// Imported by the API tests, the client's component tests and the browser journeys alike (as @shared/test/rows);
// the folder's name keeps it out of the builds' inputs. Services and home cards have bodies only: no test builds
// their rows (the client's tests use the shipped services, client/src/test/services.ts).
import type { MenuPlace } from "@shared/page-links";
import type {
  ClientLogo,
  FaqItem,
  Inquiry,
  InsertClientLogo,
  InsertFaqItem,
  InsertHomeServiceCard,
  InsertInquiry,
  InsertPage,
  InsertService,
  InsertStandardsRegion,
  InsertTeamMember,
  InsertTestimonial,
  Page,
  PublicUser,
  Redirect,
  RedirectInput,
  StandardsRegion,
  TeamMember,
  Testimonial,
} from "@shared/schema";

/** When a built row was created and last saved: a fixed moment, so that rows compare equal across runs. */
const SAVED = new Date("2025-01-01T00:00:00Z");
const stamps = { createdAt: SAVED, updatedAt: SAVED };

const TEAM_MEMBER = {
  name: "Jane Doe",
  designation: "Auditor",
  description: "Audits websites.",
  imageUrl: "",
} satisfies InsertTeamMember;

export const teamMemberBody = (overrides: Partial<InsertTeamMember> = {}) => ({ ...TEAM_MEMBER, ...overrides });

export const teamMemberRow = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 7,
  ...TEAM_MEMBER,
  imageAlt: null,
  imageDecorative: false,
  linkedinUrl: null,
  sortOrder: 3,
  ...stamps,
  ...overrides,
});

const LOGO = { clientName: "Acme", logoUrl: "/uploads/acme.png" } satisfies InsertClientLogo;

export const logoBody = (overrides: Partial<InsertClientLogo> = {}) => ({ ...LOGO, ...overrides });

export const logoRow = (overrides: Partial<ClientLogo> = {}): ClientLogo => ({
  id: 5,
  ...LOGO,
  logoAlt: null,
  logoDecorative: false,
  websiteUrl: null,
  sortOrder: 1,
  ...stamps,
  ...overrides,
});

const TESTIMONIAL = {
  clientName: "Acme",
  personName: "Jo Park",
  personTitle: "Editor",
  content: "Superb.",
} satisfies InsertTestimonial;

export const testimonialBody = (overrides: Partial<InsertTestimonial> = {}) => ({ ...TESTIMONIAL, ...overrides });

export const testimonialRow = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: 9,
  ...TESTIMONIAL,
  avatarUrl: null,
  companyLogoUrl: null,
  avatarAlt: null,
  // The cards print both names beside the images, so the database marks them decorative until told otherwise.
  avatarDecorative: true,
  companyLogoAlt: null,
  companyLogoDecorative: true,
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

const FAQ_ITEM = {
  question: "How long does each service take?",
  answer: "Typical timelines are:",
  answerType: "text",
  listItems: [],
} satisfies InsertFaqItem;

export const faqItemBody = (overrides: Partial<InsertFaqItem> = {}) => ({ ...FAQ_ITEM, ...overrides });

export const faqItemRow = (overrides: Partial<FaqItem> = {}): FaqItem => ({
  id: 3,
  ...FAQ_ITEM,
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

const STANDARDS_REGION = {
  title: "Canada",
  subtitle: "Federal and provincial accessibility legislation",
  icon: "government",
  details: [{ title: "ACA (Accessible Canada Act)", description: "Barrier-free by 2040." }],
} satisfies InsertStandardsRegion;

export const standardsRegionBody = (overrides: Partial<InsertStandardsRegion> = {}) => ({
  ...STANDARDS_REGION,
  ...overrides,
});

export const standardsRegionRow = (overrides: Partial<StandardsRegion> = {}): StandardsRegion => ({
  id: 3,
  ...STANDARDS_REGION,
  sortOrder: 2,
  ...stamps,
  ...overrides,
});

const PAGE = { title: "About Us", slug: "about-us-page", content: "<p>Hi</p>" } satisfies InsertPage;

export const pageBody = (overrides: Partial<Omit<InsertPage, "publishAt" | "unpublishAt">> = {}) => ({
  ...PAGE,
  ...overrides,
});

/** A page whole, with the menus that link to it (as GET /api/pages/:id answers); published, as the database has it. */
export const pageRow = (overrides: Partial<Page & { linkedFrom: MenuPlace[] }> = {}) => ({
  id: 3,
  ...PAGE,
  metaTitle: null,
  metaDescription: null,
  isPublished: true,
  publishAt: null as Date | null,
  unpublishAt: null as Date | null,
  ...stamps,
  linkedFrom: [] as MenuPlace[],
  ...overrides,
});

const INQUIRY = {
  fullName: "Sam Buyer",
  designation: "CTO",
  companyEmail: "sam@example.org",
  phoneNumber: "555 0100",
  goals: ["EPUB"],
} satisfies InsertInquiry;

export const inquiryBody = (overrides: Partial<InsertInquiry> = {}) => ({ ...INQUIRY, ...overrides });

export const inquiryRow = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 4,
  ...INQUIRY,
  challenges: null,
  status: "new",
  notes: null,
  ...stamps,
  ...overrides,
});

const SERVICE = {
  id: "audio-books",
  title: "Audio Books",
  description: "Narrated editions of print books.",
  keywords: [],
  icon: "video",
  features: ["Human narration"],
  detail: "Every recording is checked against the print edition.",
} satisfies InsertService;

export const serviceBody = (overrides: Partial<InsertService> = {}) => ({ ...SERVICE, ...overrides });

const HOME_CARD = {
  title: "Audio Books",
  description: "Listen to any book.",
  icon: "video",
  serviceId: SERVICE.id,
} satisfies InsertHomeServiceCard;

/** A home page card; it leads to serviceBody()'s service, which must exist first. */
export const homeCardBody = (overrides: Partial<InsertHomeServiceCard> = {}) => ({ ...HOME_CARD, ...overrides });

/** An administrator's account as the accounts list shows it (never the password). */
export const adminRow = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  username: "admin",
  email: null,
  isAdmin: true,
  createdAt: new Date("2025-03-04T10:00:00Z"),
  mustChangePassword: false,
  ...overrides,
});

const REDIRECT = {
  fromPath: "/old-brochure",
  toPath: "/services",
  statusCode: 301,
  note: "Printed brochure",
} satisfies RedirectInput;
export const redirectBody = (overrides: Partial<RedirectInput> = {}) => ({ ...REDIRECT, ...overrides });

export const redirectRow = (overrides: Partial<Redirect> = {}): Redirect => ({
  id: 1,
  ...REDIRECT,
  pageId: null,
  hits: 0,
  lastHitAt: null,
  ...stamps,
  ...overrides,
});
