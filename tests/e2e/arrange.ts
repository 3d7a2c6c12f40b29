// Arranging data through the admin API: signing in, creating rows, and deleting what a journey leaves behind.
// The database is shared by the specs a worker runs (each worker has its own server), so a journey never assumes a
// collection empty.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type CDPSession, type Locator, type Page } from "@playwright/test";
import type {
  InquiryChallengeAnswer,
  InsertInquiry,
  InsertPage,
  InsertTeamMember,
  InsertTestimonial,
} from "@shared/schema";
import { inquiryBody, logoBody, pageBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { altchaFor } from "../../server/test/altcha";

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

export const IMAGES = path.join(process.cwd(), "tests", "fixtures", "images");
export const image = (name: string) => path.join(IMAGES, name);

/** Whether this context's session is the e2e administrator's already (a sign-in costs a real password hash). */
async function isAdminSession(request: APIRequestContext) {
  const me = await request.get("/api/auth/me");
  return me.ok() && ((await me.json()) as { username?: string } | null)?.username === ADMIN.username;
}

/** An API session signed in as the e2e administrator (for arranging data); signs in only when it is not yet. */
export async function adminApi(request: APIRequestContext) {
  if (await isAdminSession(request)) return request;
  const res = await request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  return request;
}

/** Signs the browser page in through the API so its cookies carry the admin session. */
export async function signInPage(page: Page) {
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBeTruthy();
}

/**
 * For an administrator another one added, signed in on `request` with `password` (at `origin`, when that is not the
 * context's own): chooses a password of their own, as the CMS makes them before anything else, and then `password`
 * again, so a journey keeps signing in with it.
 */
export async function ownPasswordAgain(request: APIRequestContext, password: string, origin = "") {
  const interim = `${password}-interim`;
  for (const [currentPassword, newPassword] of [
    [password, interim],
    [interim, password],
  ]) {
    const res = await request.post(`${origin}/api/account/password`, { data: { currentPassword, newPassword } });
    expect(res.status(), "POST /api/account/password").toBe(204);
  }
}

/**
 * Sends a quote request as a visitor does, with the proof of work the form solves: `request` is a context that is
 * not signed in.
 */
export async function sendInquiry(request: APIRequestContext, fields: Partial<InsertInquiry>) {
  const challenge = await request.get("/api/inquiries/challenge");
  expect(challenge.status(), "GET /api/inquiries/challenge").toBe(200);
  const data = { ...inquiryBody(fields), altcha: altchaFor((await challenge.json()) as InquiryChallengeAnswer) };
  const res = await request.post("/api/inquiries", { data });
  expect(res.status(), `send inquiry from ${data.fullName}`).toBe(201);
}

/** Deletes every row of an admin collection whose name field matches (cleanup between journeys). */
export async function deleteWhere(
  request: APIRequestContext,
  url: string,
  match: (row: Record<string, unknown>) => boolean,
) {
  const rows = (await (await request.get(url)).json()) as Array<Record<string, unknown>>;
  for (const row of rows.filter(match)) {
    const res = await request.delete(`${url}/${row.id}`);
    expect([204, 404]).toContain(res.status());
  }
}

export const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

type Row = { id: number } & Record<string, unknown>;
type Collection = "team" | "logos" | "testimonials" | "pages";

const LOGO_PNG = image("logo.png");

async function list(request: APIRequestContext, collection: Collection): Promise<Row[]> {
  const res = await request.get(`/api/${collection}`);
  expect(res.ok(), `GET /api/${collection}`).toBeTruthy();
  return (await res.json()) as Row[];
}

/** Deletes every row of a collection (the database is shared by all specs, so never assume it empty). */
export async function clearAll(request: APIRequestContext, collection: Collection) {
  for (const row of await list(request, collection)) {
    const res = await request.delete(`/api/${collection}/${row.id}`);
    expect(res.ok(), `DELETE /api/${collection}/${row.id}`).toBeTruthy();
  }
}

export async function createLogos(request: APIRequestContext, names: string[]) {
  const upload = await request.post("/api/logos/upload", {
    multipart: { image: { name: "logo.png", mimeType: "image/png", buffer: fs.readFileSync(LOGO_PNG) } },
  });
  expect(upload.ok(), "logo upload").toBeTruthy();
  const { logoUrl } = (await upload.json()) as { logoUrl: string };
  for (const [index, clientName] of names.entries()) {
    const res = await request.post("/api/logos", { data: logoBody({ clientName, logoUrl, sortOrder: index + 1 }) });
    expect(res.ok(), `create logo ${clientName}`).toBeTruthy();
  }
}

export async function createTestimonial(request: APIRequestContext, fields: Partial<InsertTestimonial>) {
  const res = await request.post("/api/testimonials", { data: testimonialBody(fields) });
  expect(res.ok(), "create testimonial").toBeTruthy();
}

/**
 * Fills the Add New Testimonial dialog for `client`, with a person, their photo and the company's logo, and waits
 * until both uploads show in the dialog.
 */
export async function fillTestimonialDialog(dialog: Locator, client: string) {
  await dialog.getByLabel("Client / Company Name").fill(client);
  await dialog.getByLabel("Person Name").fill("Robin Diaz");
  await dialog.getByLabel("Title / Position").fill("Head of Production");
  await dialog.getByLabel("Testimonial Content").fill("Our EPUBs finally work with screen readers.");
  await dialog.getByLabel("Person Avatar (Optional)").setInputFiles(image("photo.webp"));
  await expect(dialog.getByRole("img", { name: "Robin Diaz" })).toHaveAttribute("src", /^\/uploads\//);
  await dialog.getByLabel("Company Logo (Optional)").setInputFiles(image("pixel.gif"));
  await expect(dialog.getByRole("img", { name: client })).toHaveAttribute("src", /^\/uploads\//);
}

export async function createTeamMember(request: APIRequestContext, fields: Partial<InsertTeamMember>) {
  const res = await request.post("/api/team", { data: teamMemberBody({ sortOrder: 1, ...fields }) });
  expect(res.ok(), "create team member").toBeTruthy();
}

/** Creates a page, replacing any earlier one with the same slug. */
export async function createPage(request: APIRequestContext, fields: Partial<InsertPage> & { slug: string }) {
  for (const row of await list(request, "pages")) {
    if (row.slug === fields.slug) await request.delete(`/api/pages/${row.id}`);
  }
  const res = await request.post("/api/pages", { data: pageBody({ isPublished: true, ...fields }) });
  expect(res.ok(), `create page ${fields.slug}: ${await res.text()}`).toBeTruthy();
}

/** Sets one site setting; `null` puts its default back. */
export async function setSetting(request: APIRequestContext, key: string, value: string | null) {
  const res = await request.post(`/api/settings/${key}`, { data: { value } });
  expect(res.ok(), `set ${key}`).toBeTruthy();
}

/** Other journeys may have renamed the company: back to the defaults the public tests' texts expect. */
export async function resetCompanySettings(request: APIRequestContext) {
  await adminApi(request);
  for (const key of ["companyName", "companyTagline", "companyLogo"]) await setSetting(request, key, "");
}

/**
 * The public site in every visible variant: a moving logo carousel (six logos), a real testimonial, a team member
 * with a long biography and a LinkedIn link. clearPublicContent() takes it away again.
 */
export async function seedPublicContent(request: APIRequestContext) {
  await adminApi(request);
  await clearAll(request, "logos");
  await createLogos(request, ["One", "Two", "Three", "Four", "Five", "Six"]);
  await clearAll(request, "testimonials");
  await createTestimonial(request, {
    clientName: "Acme",
    personName: "Jo Smith",
    personTitle: "Editor",
    content: "Excellent work.",
  });
  await clearAll(request, "team");
  await createTeamMember(request, {
    name: "Jo Smith",
    designation: "Auditor",
    description: "Bio. ".repeat(60),
    linkedinUrl: "https://www.linkedin.com/in/x",
  });
}

/** Empties the collections seedPublicContent() fills. */
export async function clearPublicContent(request: APIRequestContext) {
  await adminApi(request);
  for (const collection of ["logos", "testimonials", "team"] as const) await clearAll(request, collection);
}

/** Passkeys need a domain name: the suite's 127.0.0.1 shows a note instead. */
export const atLocalhost = (baseURL: string) => baseURL.replace("127.0.0.1", "localhost");

/** Gives the page's browser a platform authenticator that holds discoverable passkeys and verifies its user. */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Puts in the authenticator a passkey for "localhost" that no account of the site registered, as a visitor's
 * browser may hold one from before the site's database was replaced: signing in with it must be refused.
 */
export async function addUnknownPasskey(cdp: CDPSession, authenticatorId: string) {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString("base64"),
      isResidentCredential: true,
      rpId: "localhost",
      userHandle: Buffer.from("someone").toString("base64"),
      privateKey: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
      signCount: 0,
    },
  });
}

/** A header menu an administrator may save: seven links, some with long labels. */
export const SEVEN_HEADER_LINKS = [
  "Services",
  "Accessibility Standards",
  "WCAG Explorer",
  "About Our Company",
  "Frequently Asked Questions",
  "Contact Us",
  "Careers at AccessAble",
].map((label) => ({ label, href: label === "Contact Us" ? "/contact" : "/faq" }));

/** Eight header links, the most an administrator may save, with long words; the last is the Contact page. */
export const EIGHT_HEADER_LINKS = [
  { label: "Services", href: "/services" },
  { label: "Accessibility Standards", href: "/standards" },
  { label: "WCAG Explorer", href: "/wcag-explorer" },
  { label: "About Our Company", href: "/about" },
  { label: "Frequently Asked Questions", href: "/faq" },
  { label: "What Our Clients Say", href: "/#standards" },
  { label: "Careers at AccessAble", href: "/#about" },
  { label: "Contact Us", href: "/contact" },
];

/** A quote request as a buyer sends it, with goals and challenges, from `fullName`. */
export const buyerInquiry = (fullName: string) =>
  inquiryBody({
    fullName,
    designation: "Head of Digital",
    companyEmail: "buyer@example.org",
    phoneNumber: "+1 555 0100",
    goals: ["Accessible EPUB", "WCAG audit"],
    challenges: ["Tight deadline"],
  });
