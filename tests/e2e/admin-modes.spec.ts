// Colour modes in the CMS: every admin screen, with its list filled, scanned by axe in dark and in forced colours at
// 1280 px (admin-a11y.spec.ts scans them in light, with their dialogs and states). One page moves from screen to
// screen inside the app, as loading and signing in a page costs more than a scan.
import { adminRoutes } from "@shared/admin-routes";
import {
  buyerInquiry,
  clearPublicContent,
  createPage,
  deleteWhere,
  navigateInApp,
  seedPublicContent,
  sendInquiry,
  expect,
  test,
} from "./fixtures";
import { MODES, expectAccessibleInEveryMode } from "./modes";

const NAME = "E2E Modes";
const DARK_AND_FORCED = MODES.filter((mode) => mode.name !== "light");

test.describe("the admin screens in dark and forced colours", () => {
  test.use({ signedIn: true });

  test.beforeAll(async ({ request }) => {
    await seedPublicContent(request);
    await createPage(request, { title: `${NAME} page`, slug: "e2e-modes-page", content: "<p>Text.</p>" });
    await sendInquiry(request, buyerInquiry(`${NAME} Inquirer`));
  });
  test.afterAll(async ({ request }) => {
    await clearPublicContent(request);
    await deleteWhere(request, "/api/pages", (row) => String(row.title).startsWith(NAME));
    await deleteWhere(request, "/api/inquiries", (row) => String(row.fullName).startsWith(NAME));
  });

  test("every admin screen: no axe violations in dark or forced colours at 1280 px", async ({ page }) => {
    test.setTimeout(30_000 + Object.keys(adminRoutes).length * 15_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    let first = true;
    for (const { path } of Object.values(adminRoutes)) {
      await test.step(path, async () => {
        if (first) await page.goto(path);
        else {
          await page
            .locator("h1")
            .evaluateAll((headings) => headings.forEach((h1) => h1.setAttribute("data-left", "")));
          await navigateInApp(page, path);
          await expect(page.locator("h1[data-left]")).toHaveCount(0);
        }
        first = false;
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectAccessibleInEveryMode(page, `on ${path}`, DARK_AND_FORCED);
      });
    }
  });
});
