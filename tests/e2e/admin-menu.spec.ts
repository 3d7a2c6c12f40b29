// Where the Admin Menu shows and what it leaves free: hidden beside the sidebar, the admin area's menu on phones
// (in a bar of its own along the bottom edge), and never on top of the screen's content or under a toast.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Where `locator` is on screen, once it is laid out: right after a scroll or a re-render it may briefly have no box. */
async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await expect.poll(async () => (found = await locator.boundingBox())).not.toBeNull();
  return found!;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every table cell, link, button and field inside <main> that is on screen now, with where it is. */
async function contentOnScreen(page: Page) {
  return page.locator("main").evaluate((main) =>
    Array.from(main.querySelectorAll("td, th, a, button, input, select, textarea, h1, h2, p"))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
}

test.use({ signedIn: true });

test.describe("Admin Menu", () => {
  test("at 1280 px the sidebar is the menu: no floating button over the Activity table", async ({ page }) => {
    await page.goto("/admin/activity");
    await expect(page.getByRole("table", { name: /Activity, newest first/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Admin Menu" })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "Address" })).toBeVisible();
  });

  test("at 390 px it is the admin menu, in a bar that covers no content, closing on navigation", async ({
    page,
    ui,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
    // No cut-off strip of links: the sidebar is not shown at all...
    await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toBeHidden();
    // ...and the bar along the bottom names the screen and holds the round button.
    const button = page.getByRole("button", { name: "Admin Menu" });
    const bar = page.getByText(/^Admin Dashboard: Site Settings$/).locator("..");
    await expect(bar).toBeVisible();
    const barBox = await box(bar);
    const buttonBox = await box(button);
    expect(buttonBox.y).toBeGreaterThanOrEqual(barBox.y);
    expect(buttonBox.x + buttonBox.width).toBeGreaterThan(390 - 40);
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);

    // Content passes behind the bar while scrolling, as behind the header, but at the end of the page it all
    // clears it: nothing is ever out of reach under the button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const under = (await contentOnScreen(page)).filter((rect) => overlaps(rect, barBox));
    expect(under, "content under the bar at the end of the page").toEqual([]);

    // A toast stacks above the bar instead of covering the button.
    await page.getByRole("button", { name: "Save Company Information" }).click();
    const toast = ui.toast("Company information has been updated successfully.");
    await expect(toast).toBeVisible();
    const toastBox = await box(page.locator("[data-toast-viewport] > li").first());
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);

    // The menu: every screen, the current one marked; it works from the keyboard and closes on navigation.
    await button.click();
    const panel = page.getByRole("navigation", { name: "Admin Controls" });
    await expect(panel.getByRole("link")).toHaveCount(17);
    await expect(panel.getByRole("link", { name: "Site Settings" })).toHaveAttribute("aria-current", "page");
    const panelBox = await box(panel);
    expect(panelBox.y).toBeGreaterThanOrEqual(0);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(barBox.y);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await panel.getByRole("link", { name: "Backups" }).click();
    await expect(page).toHaveURL(/\/admin\/backups$/);
    await expect(panel).toBeHidden();
    await expect(page.getByText(/^Admin Dashboard: Backups$/)).toBeVisible();

    // Back at 1280 px the sidebar returns and the bar goes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toBeVisible();
    await expect(button).toBeHidden();
  });

  test("on the public site it floats, and the end of the page scrolls clear of it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Admin Menu" });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const buttonBox = await box(button);
    const footerLinks = await page
      .getByRole("contentinfo")
      .locator("a, p")
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
    expect(footerLinks.filter((rect) => overlaps(rect, buttonBox))).toEqual([]);
  });
});
