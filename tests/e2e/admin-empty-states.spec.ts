// Empty, loading and failing lists, staged by answering the list calls in the browser (the database is shared).
import { expectNoAxeViolationsAtBothSizes, expect, test } from "./admin-support";
import { signInPage } from "./support";

const SCREENS = [
  { path: "/admin/team", api: "/api/team", empty: "No team members found", prompt: /Add Team Member/ },
  { path: "/admin/pages", api: "/api/pages", empty: "No pages found", prompt: /Add Page/ },
  { path: "/admin/inquiries", api: "/api/inquiries", empty: "No inquiries found", prompt: null },
  { path: "/admin/logos", api: "/api/logos", empty: "No client logos found", prompt: "Add Your First Logo" },
  { path: "/admin/testimonials", api: "/api/testimonials", empty: "No testimonials found", prompt: "Add Your First Testimonial" },
];

test.describe("admin lists when empty, loading or failing", () => {
  for (const screen of SCREENS) {
    test(`${screen.path}: spinner while loading, then '${screen.empty}'`, async ({ page }) => {
      await signInPage(page);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${screen.api}`, async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        await gate;
        await route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
      });
      await page.goto(screen.path);
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toBeVisible();
      release();
      await expect(page.getByText(screen.empty, { exact: true })).toBeVisible();
      if (typeof screen.prompt === "string") await expect(page.getByRole("button", { name: screen.prompt })).toBeVisible();
      else if (screen.prompt) await expect(page.getByText(screen.prompt).first()).toBeVisible();
      await expectNoAxeViolationsAtBothSizes(page, `on the empty ${screen.path}`);
    });
  }

  test("pages answered with 401 say an admin login is needed", async ({ page }) => {
    await signInPage(page);
    await page.route("**/api/pages", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Not logged in" }) }),
    );
    await page.goto("/admin/pages");
    await expect(page.getByRole("alert")).toHaveText("You must be logged in as an admin to view all pages");
  });
});
