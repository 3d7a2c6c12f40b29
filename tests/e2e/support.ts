import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

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
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
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
