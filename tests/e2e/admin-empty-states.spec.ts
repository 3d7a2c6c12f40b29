// Empty, loading and failing lists, staged by answering the list calls in the browser (the database is shared).
import { expect, test } from "./fixtures";

const SCREENS = [
  {
    path: "/admin/team",
    api: "/api/team",
    empty: "No team members found",
    prompt: 'Click the "Add Team Member" button above to add your first team member.',
    // The views stay; the empty or error state shows inside the selected view's panel.
    tabs: ["Table View", "Reorder View"],
  },
  // These two lists ask for one page at a time (/api/pages?page=1&pageSize=50), and get a page in return.
  {
    path: "/admin/pages",
    api: "/api/pages",
    route: /\/api\/pages\?/,
    empty: "No pages found",
    prompt: 'Click the "Add Page" button above to add your first page.',
    body: { items: [], total: 0, page: 1, pageSize: 50 },
  },
  {
    path: "/admin/inquiries",
    api: "/api/inquiries",
    route: /\/api\/inquiries\?/,
    empty: "No inquiries found",
    prompt: null,
    body: { items: [], total: 0, page: 1, pageSize: 50, counts: { all: 0, new: 0, in_review: 0, responded: 0 } },
  },
  { path: "/admin/logos", api: "/api/logos", empty: "No client logos found", prompt: "Add Your First Logo" },
  {
    path: "/admin/testimonials",
    api: "/api/testimonials",
    empty: "No testimonials found",
    prompt: "Add Your First Testimonial",
  },
  { path: "/admin/faq", api: "/api/faq", empty: "No questions yet", prompt: "Add Your First Question" },
  // Menus without a single link; the menus are one object, not a list.
  {
    path: "/admin/navigation",
    api: "/api/navigation/edit",
    empty: "No header links yet.",
    prompt: null,
    body: { header: [], footer: [], legal: [], updatedAt: null },
  },
  { path: "/admin/services", api: "/api/services", empty: "No services yet", prompt: "Add Your First Service" },
  { path: "/admin/standards", api: "/api/standards", empty: "No regions yet", prompt: "Add Your First Region" },
];

test.use({ signedIn: true });

test.describe("admin lists when empty, loading or failing", () => {
  for (const screen of SCREENS) {
    test(`${screen.path}: spinner while loading, then '${screen.empty}'`, async ({ page, ui }) => {
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
        await page.getByRole("tab", { name: screen.tabs[0] }).click();
      }
      // The prompt inside the empty state (the header's Add button is always there, so it proves nothing).
      if (screen.prompt?.startsWith("Click"))
        await expect(page.getByText(screen.prompt, { exact: true })).toBeVisible();
      else if (screen.prompt) await expect(page.getByRole("button", { name: screen.prompt })).toBeVisible();
      await ui.expectAccessible(`on the empty ${screen.path}`);
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
