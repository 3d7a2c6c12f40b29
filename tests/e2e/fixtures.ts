// Everything the browser journeys share, in one module: the Playwright `test` (which fails on any console error
// the journey did not announce), axe checks, and helpers that arrange data through the admin API. Every spec
// imports `test` and `expect` from here.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export { expect };

/**
 * What a journey says about console errors. Any `console.error` in the page and any uncaught exception fails the
 * test, unless announced: `expect(pattern)` requires at least one matching line (a journey that answers a request
 * with 500 on purpose, which Chromium logs as "Failed to load resource"), `allow(pattern)` only tolerates them.
 */
export interface ConsoleErrors {
  expect(pattern: RegExp): void;
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const announced: Array<{ pattern: RegExp; required: boolean; seen: boolean }> = [];
      const unexpected: string[] = [];
      const record = (text: string) => {
        const match = announced.find((entry) => entry.pattern.test(text));
        if (match) match.seen = true;
        else unexpected.push(text);
      };
      page.on("console", (message) => {
        if (message.type() === "error") record(`${message.text()} (${message.location().url || "page"})`);
      });
      page.on("pageerror", (error) => record(`Uncaught: ${error.message}`));
      await use({
        expect: (pattern) => announced.push({ pattern, required: true, seen: false }),
        allow: (pattern) => announced.push({ pattern, required: false, seen: false }),
      });
      expect(unexpected, "console errors the journey did not announce").toEqual([]);
      const missing = announced.filter((entry) => entry.required && !entry.seen).map((entry) => String(entry.pattern));
      expect(missing, "console errors the journey announced but never saw").toEqual([]);
    },
    { auto: true },
  ],
});

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context = "") {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

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

// --- Admin journeys ---

export const IMAGES = path.join(process.cwd(), "tests", "fixtures", "images");
export const image = (name: string) => path.join(IMAGES, name);

/** Runs axe at 1280×800 and 390×844, then restores the desktop size. */
export async function expectNoAxeViolationsAtBothSizes(page: Page, context: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page, `${context} at ${viewport.name}`);
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

/** Saves a screenshot for eyeballing (only when SCREENSHOTS=1). */
export async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: `/tmp/admin-shots/${name}-${viewport.name}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

/**
 * The toast region's current message. While a modal dialog is open everything outside it is aria-hidden
 * (Radix announces toasts through its own live region meanwhile), so hidden nodes are included here.
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notification/, includeHidden: true }).getByText(text);

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

// --- Public journeys: arrange data through the admin API ---

type Row = { id: number } & Record<string, unknown>;
type Collection = "team" | "logos" | "testimonials" | "pages";

const LOGO_PNG = image("logo.png");

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

/** The public journeys' name for the same check. */
export const expectAccessibleAtBothSizes = expectNoAxeViolationsAtBothSizes;

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
