import { expect, test } from "./fixtures";

test.describe("WCAG explorer", () => {
  test("principle tabs with arrow keys, independent level filters and the labelled criteria panel", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2030-03-15T12:00:00Z"));
    await page.goto("/wcag-explorer");
    await expect(page.getByRole("heading", { name: "Global Accessibility Awareness Day" })).toHaveCount(0);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["1. Perceivable", "2. Operable", "3. Understandable", "4. Robust"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName("1. Perceivable");
    await expect(panel).toHaveAttribute("tabindex", "0");
    // Part of the page, which scrolls as one.
    await expect(panel).toHaveCSS("overflow-y", "visible");
    await expect(panel.getByText("29 success criteria shown")).toBeVisible();
    const nonText = panel.getByRole("link", { name: "Learn More about 1.1.1 Non-text Content (opens in a new tab)" });
    await expect(nonText).toHaveAttribute("href", "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html");

    const a = page.getByRole("checkbox", { name: "Level A (Required)" });
    const aa = page.getByRole("checkbox", { name: "Level AA (Required)" });
    const aaa = page.getByRole("checkbox", { name: "Level AAA (Optional)" });
    for (const box of [a, aa, aaa]) await expect(box).toBeChecked();
    await aaa.uncheck();
    await expect(a).toBeChecked();
    await expect(aa).toBeChecked();
    await expect(panel.getByRole("heading", { name: "1.4.6 Contrast (Enhanced)" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "1.4.3 Contrast (Minimum)" })).toBeVisible();
    await a.uncheck();
    await expect(panel.getByRole("heading", { name: "1.1.1 Non-text Content" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "1.4.3 Contrast (Minimum)" })).toBeVisible();
    await aa.uncheck();
    await expect(panel.getByText("Select at least one level to see success criteria.")).toBeVisible();
    for (const box of [a, aa, aaa]) await box.check();

    await tabs.first().focus();
    for (const index of [1, 2, 3]) {
      await page.keyboard.press("ArrowDown");
      await expect(tabs.nth(index)).toBeFocused();
    }
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("4. Robust");
    const parsing = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "4.1.1 Parsing" }) });
    await expect(parsing.getByText(/^Obsolete and removed in WCAG 2\.2/)).toBeVisible();
    await expect(parsing.getByText("Obsolete", { exact: true })).toBeVisible();
    await expect(parsing.getByText("Level")).toHaveCount(0); // shown as removed, not as a Level A criterion

    // The panel is reached with Tab, and the page then scrolls with the keyboard.
    await tabs.first().click();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("PageDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test("the Global Accessibility Awareness Day banner shows in May", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2030-05-16T12:00:00"));
    await page.goto("/wcag-explorer");
    const banner = page.getByRole("region", { name: "Global Accessibility Awareness Day" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("listitem")).toHaveCount(3);
    await expect(banner.getByRole("link")).toHaveCount(2);
    for (const link of await banner.getByRole("link").all()) await expect(link).toHaveAttribute("target", "_blank");
  });

  test("in forced colours the selected principle still looks selected", async ({ page }) => {
    // Forced colours drop the selected tab's white background and shadow, so it is underlined there instead.
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/wcag-explorer");
    const tabs = page.getByRole("tab");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(tabs.first()).toHaveCSS("text-decoration-line", "underline");
    await expect(tabs.nth(1)).toHaveCSS("text-decoration-line", "none");
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveCSS("text-decoration-line", "underline");
    await expect(tabs.first()).toHaveCSS("text-decoration-line", "none");

    await page.emulateMedia({ forcedColors: "none" });
    await expect(tabs.nth(1)).toHaveCSS("text-decoration-line", "none");
  });
});
