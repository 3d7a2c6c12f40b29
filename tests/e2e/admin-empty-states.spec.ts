// Empty, loading and failing lists, staged by answering the list calls in the browser (the database is shared).
import { ADMIN_LISTS as SCREENS } from "./admin-lists";
import { expect, test } from "./fixtures";

test.use({ signedIn: true });

test.describe("admin lists when empty, loading or failing", () => {
  for (const screen of SCREENS) {
    test(`${screen.path}: spinner while loading, then '${screen.empty}'`, async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(screen.route ?? `**${screen.api}`, async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        await gate;
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(screen.body ?? []) });
      });
      await page.goto(screen.path);
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toBeVisible();
      release();
      await expect(page.getByText(screen.empty, { exact: true })).toBeVisible();
      if (screen.tabs) {
        for (const tab of screen.tabs) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(
            page.getByRole("tabpanel", { name: tab }).getByText(screen.empty, { exact: true }),
          ).toBeVisible();
        }
      }
      // The prompt inside the empty state (the header's Add button is always there, so it proves nothing).
      if (screen.prompt?.startsWith("Click"))
        await expect(page.getByText(screen.prompt, { exact: true })).toBeVisible();
      else if (screen.prompt) await expect(page.getByRole("button", { name: screen.prompt })).toBeVisible();
    });
  }

  for (const screen of SCREENS) {
    test(`${screen.path}: a list that fails to load says so instead of looking empty`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.expect(/status of 500 /);
      await page.route(screen.route ?? `**${screen.api}`, (route) =>
        route.request().method() === "GET"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ message: "Database down" }),
            })
          : route.continue(),
      );
      await page.goto(screen.path);
      await expect(page.getByRole("alert")).toContainText(/Failed/);
      if (screen.tabs) {
        for (const tab of screen.tabs) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByRole("tabpanel", { name: tab }).getByRole("alert")).toContainText(/Failed/);
        }
      }
      await expect(page.getByText(screen.empty, { exact: true })).toHaveCount(0);
    });
  }

  test("pages answered with 401 say an admin login is needed", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 401 .*\/api\/pages/);
    await page.route(/\/api\/pages\?/, (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ message: "Not logged in" }),
      }),
    );
    await page.goto("/admin/pages");
    await expect(page.getByRole("alert")).toHaveText("You must be logged in as an admin to view all pages");
  });
});
