// Helpers for the public-site journeys (public-*.spec.ts): arrange data through the admin API.
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminApi, expectNoAxeViolations, VIEWPORTS } from "./support";

type Row = { id: number } & Record<string, unknown>;
type Collection = "team" | "logos" | "testimonials" | "pages";

const LOGO_PNG = path.join(process.cwd(), "tests", "fixtures", "images", "logo.png");

export const signedIn = (request: APIRequestContext) => adminApi(request);

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

export async function setSetting(request: APIRequestContext, key: string, value: string) {
  const res = await request.post(`/api/settings/${key}`, { data: { value } });
  expect(res.ok(), `set ${key}`).toBeTruthy();
}

/** Other journeys may have renamed the company: back to the defaults the public tests' texts expect. */
export async function resetCompanySettings(request: APIRequestContext) {
  await signedIn(request);
  for (const key of ["companyName", "companyTagline", "companyLogo"]) await setSetting(request, key, "");
}

/** Runs axe at 1280×800 and 390×844, then restores the desktop size. */
export async function expectAccessibleAtBothSizes(page: Page, context: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page, `${context} at ${viewport.name}`);
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

/**
 * Moves to `path` the way a link inside the app does. A page opened directly already carries its first data,
 * so loading and error states are reached by moving to a screen whose data the page did not bring.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, "", to), path);
}

/** Delays one API answer so a loading state can be seen. */
export async function holdResponse(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
