// Arranging data through the admin API: signing in, creating rows, and deleting what a journey leaves behind.
// The database is shared by all specs (one worker, one server), so a journey never assumes a collection empty.
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

export const IMAGES = path.join(process.cwd(), "tests", "fixtures", "images");
export const image = (name: string) => path.join(IMAGES, name);

/** An API session signed in as the e2e administrator (for arranging data). */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  return request;
}

/** Signs the browser page in through the API so its cookies carry the admin session. */
export async function signInPage(page: Page) {
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBeTruthy();
}

/** Sends a quote request as a visitor does: `request` is a context that is not signed in. */
export async function sendInquiry(request: APIRequestContext, data: Record<string, unknown>) {
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
    const res = await request.post("/api/logos", { data: { clientName, logoUrl, sortOrder: index + 1 } });
    expect(res.ok(), `create logo ${clientName}`).toBeTruthy();
  }
}

export async function createTestimonial(request: APIRequestContext, data: Record<string, string>) {
  const res = await request.post("/api/testimonials", { data });
  expect(res.ok(), "create testimonial").toBeTruthy();
}

export async function createTeamMember(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post("/api/team", { data: { sortOrder: 1, imageUrl: "", ...data } });
  expect(res.ok(), "create team member").toBeTruthy();
}

/** Creates a page, replacing any earlier one with the same slug. */
export async function createPage(request: APIRequestContext, data: Record<string, unknown> & { slug: string }) {
  for (const row of await list(request, "pages")) {
    if (row.slug === data.slug) await request.delete(`/api/pages/${row.id}`);
  }
  const res = await request.post("/api/pages", { data: { isPublished: true, ...data } });
  expect(res.ok(), `create page ${data.slug}: ${await res.text()}`).toBeTruthy();
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
