// Helpers for the admin journeys (admin-*.spec.ts).
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./support";

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

/**
 * The Playwright test with one addition: any console error on the page fails the test (STYLE.md). The browser's
 * own "Failed to load resource" lines for the 4xx answers a journey provokes on purpose are not app errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
