import { type Page } from "@playwright/test";
import { paths } from "@shared/paths";
import { publicPaths } from "../public-routes";
import {
  clearAll,
  clearPublicContent,
  createPage,
  expectNoAxeViolations,
  seedPublicContent,
  expect,
  test,
} from "./fixtures";

// Every public route (a content page at both its addresses), a second service, and addresses nothing answers.
const ROUTES = [
  ...publicPaths({ id: "epub", slug: "a11y-check" }),
  paths.service("nimas"),
  paths.service("unknown"),
  "/no-such-page",
  "/a/b/c",
];

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveCount(0);
}

test.describe("accessibility of every public route", () => {
  test.beforeAll(async ({ request }) => {
    await seedPublicContent(request);
    await createPage(request, {
      title: "Accessible page",
      slug: "a11y-check",
      content: '<h2>Section</h2><p>Text with <a href="/faq">a link</a>.</p>',
    });
  });

  test.afterAll(({ request }) => clearPublicContent(request));

  for (const route of ROUTES) {
    test(`${route}: no axe violations at 1280×800 and 390×844, one h1, no horizontal scroll at 320 px`, async ({
      page,
      consoleErrors,
      ui,
    }) => {
      // The not-found routes are answered 404 on purpose.
      consoleErrors.allow(/status of 404 .*\/(services\/unknown|no-such-page|a\/b\/c)\)$/);
      // Failed requests the app expects (401 from the session check, 404 for a missing page) are not errors.
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route);
      await settle(page);
      await ui.expectAccessible(`on ${route}`);
      for (const width of [320, 640]) {
        // 640 CSS px is a 1280 px window at 200% zoom
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${width}px on ${route}`).toBeLessThanOrEqual(0);
      }
      expect(errors, "console errors").toEqual([]);
    });
  }

  test("states: empty testimonials, mobile menu open, explorer in May, AAA unchecked", async ({ page, api, ui }) => {
    await clearAll(api, "testimonials");
    await clearAll(api, "logos");
    await page.goto("/");
    await settle(page);
    await ui.expectAccessible("home with example testimonials");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu open");

    await page.clock.setFixedTime(new Date("2030-05-10T12:00:00"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/wcag-explorer");
    await page.getByRole("checkbox", { name: "Level AAA (Optional)" }).uncheck();
    await page.getByRole("tab", { name: "4. Robust" }).click();
    await ui.expectAccessible("explorer in May on Robust");
  });
});
