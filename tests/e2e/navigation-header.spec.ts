import { SEVEN_HEADER_LINKS, resetCompanySettings, expect, test } from "./fixtures";

test.describe("a longer header menu", () => {
  test.beforeEach(async ({ request }) => {
    await resetCompanySettings(request);
    const navigation = { header: SEVEN_HEADER_LINKS, footer: [] };
    expect((await request.put("/api/navigation", { data: navigation })).ok()).toBeTruthy();
  });
  test.afterEach(async ({ api }) => {
    const defaults = await api.delete("/api/navigation");
    expect(defaults.ok()).toBeTruthy();
  });

  test("at 1024 px seven links wrap inside the header instead of overflowing the page", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    const nav = banner.getByRole("navigation", { name: "Main" });
    for (const { label: name } of SEVEN_HEADER_LINKS) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      // Read again until there is a box: the app may replace the server's first screen between two reads.
      let box: Awaited<ReturnType<typeof link.boundingBox>> = null;
      await expect.poll(async () => (box = await link.boundingBox())).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
    }
    for (const name of ["Get in Touch", "Client Portal"]) {
      const box = (await banner.getByRole("link", { name: `${name} (opens in a new tab)` }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The footer's emptied link columns leave no empty heading behind.
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Resources" })).toHaveCount(0);
  });

  test("on a phone the menu lists all seven links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const { label: name } of SEVEN_HEADER_LINKS)
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  });
});
