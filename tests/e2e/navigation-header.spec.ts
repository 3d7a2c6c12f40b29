import type { Page } from "@playwright/test";
import { EIGHT_HEADER_LINKS, expect, expectNoAxeViolations, holdScripts, resetCompanySettings, test } from "./fixtures";

const LABELS = EIGHT_HEADER_LINKS.map((link) => link.label);
const THREE_LINKS = EIGHT_HEADER_LINKS.slice(0, 3);

/** The header's height, and the company name's height against its line height (more than one line is a wrap). */
const headerShape = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("#root header")!;
    const name = [...header.querySelectorAll("a[href='/'] span span")][0] as HTMLElement;
    return {
      height: header.getBoundingClientRect().height,
      nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

test.describe("a header with more links than fit", () => {
  test.beforeEach(({ request }) => resetCompanySettings(request));
  test.afterEach(async ({ api }) => {
    expect((await api.delete("/api/navigation")).ok()).toBeTruthy();
  });

  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px eight links keep the header one row; the rest are under More, by keyboard`, async ({
      page,
      api,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      expect((await api.put("/api/navigation", { data: { header: THREE_LINKS, footer: [] } })).ok()).toBeTruthy();
      await page.goto("/contact");
      const three = await headerShape(page);
      expect(three.nameLines).toBe(1);

      expect(
        (await api.put("/api/navigation", { data: { header: EIGHT_HEADER_LINKS, footer: [] } })).ok(),
      ).toBeTruthy();
      // Before the app runs, the server's header is one row already.
      const release = await holdScripts(page);
      await page.goto("/contact", { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await headerShape(page)).toEqual(three);
      release();
      await expect(page.locator("#root[data-app-started]")).toHaveCount(1);
      expect(await headerShape(page)).toEqual(three);

      const banner = page.getByRole("banner");
      const nav = banner.getByRole("navigation", { name: "Main" });
      const more = nav.getByRole("button", { name: /^More/ });
      await expect(more).toBeVisible();
      // The page shown, Contact Us, is the last link: under More, which says so by an underline and in words.
      await expect(more).toHaveAccessibleName("More (holds the current page)");
      await expect(more).toHaveCSS("text-decoration-line", "underline");
      await expect(more).toHaveAttribute("aria-expanded", "false");

      // The row: links in menu order, side by side on one line, inside the window.
      const inRow = await nav.locator(":scope > ul > li > a").allTextContents();
      expect(inRow.length).toBeGreaterThan(0);
      expect(inRow.length).toBeLessThan(LABELS.length);
      expect(inRow).toEqual(LABELS.slice(0, inRow.length));
      const boxes = await Promise.all(
        inRow.map(async (name) => (await nav.getByRole("link", { name, exact: true }).boundingBox())!),
      );
      for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
      const moreBox = (await more.boundingBox())!;
      expect(Math.abs(moreBox.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
      expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(width);

      // By keyboard: Enter opens More, Tab walks its links in order, Escape closes it and gives focus back.
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(more).toHaveAttribute("aria-expanded", "true");
      const hidden = LABELS.slice(inRow.length);
      for (const name of hidden) {
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
        await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
      }
      await expect(nav.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("aria-current", "page");
      await page.screenshot({ path: test.info().outputPath(`header-${width}-more-open.png`) });
      await expectNoAxeViolations(page, `with More open at ${width} px`);
      await page.keyboard.press("Escape");
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(more).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) });
      await expectNoAxeViolations(page, `with More closed at ${width} px`);
    });
  }

  test("More follows the window: links come back into the row as it widens, and none is left out", async ({
    page,
    api,
  }) => {
    expect((await api.put("/api/navigation", { data: { header: EIGHT_HEADER_LINKS, footer: [] } })).ok()).toBeTruthy();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const rowAt = () => nav.locator(":scope > ul > li > a").allTextContents();
    const more = nav.getByRole("button", { name: /^More/ });
    await expect(more).toBeVisible();
    const narrow = await rowAt();
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect.poll(async () => (await rowAt()).length).toBeGreaterThan(narrow.length);
    await more.click();
    const under = await nav.locator("[id] a").allTextContents();
    expect([...(await rowAt()), ...under]).toEqual(LABELS);
    // About is in the row, so the More button holds no current page.
    await expect(more).toHaveAccessibleName("More");
    // A click outside closes it.
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(more).toHaveAttribute("aria-expanded", "false");
  });

  test("five links at 1024 px fit with no More button", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveCount(5);
    await expect(nav.getByRole("button")).toHaveCount(0);
  });

  test("on a phone the menu lists all eight links", async ({ page, api }) => {
    expect((await api.put("/api/navigation", { data: { header: EIGHT_HEADER_LINKS, footer: [] } })).ok()).toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const name of LABELS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: /^More/ })).toHaveCount(0);
  });
});

test.describe("the header preview on the Navigation screen", () => {
  test.use({ signedIn: true });
  test.afterEach(async ({ api }) => {
    expect((await api.delete("/api/navigation")).ok()).toBeTruthy();
  });

  test("shows which of eight links go under More at 1280 px, in words and as a picture", async ({ page, api }) => {
    expect((await api.put("/api/navigation", { data: { header: EIGHT_HEADER_LINKS, footer: [] } })).ok()).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/navigation");
    const section = page.getByRole("region", { name: "Header links" });
    const summary = section.getByText(/^At 1280 px wide, \d links show in the header and \d go under More: /);
    await expect(summary).toBeVisible();
    // The same count as the site's header in a 1280 px window.
    const words = (await summary.textContent())!;
    const shown = Number(/(\d) links show/.exec(words)![1]);
    expect(words).toContain(`under More: ${LABELS.slice(shown).join(", ")}.`);
    await section.getByRole("heading", { name: "How the header looks" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("preview.png") });
    await expectNoAxeViolations(page, "the Navigation screen with its header preview");

    const site = await page.context().newPage();
    await site.setViewportSize({ width: 1280, height: 800 });
    await site.goto("/about");
    await expect(site.locator("#root[data-app-started]")).toHaveCount(1);
    const nav = site.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: /^More/ })).toBeVisible();
    await expect(nav.locator(":scope > ul > li > a")).toHaveCount(shown);
    await site.close();
  });
});
