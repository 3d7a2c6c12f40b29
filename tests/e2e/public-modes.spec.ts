// Colour modes on the public site: every public route, loaded once at 1280 and once at 390 px, then scanned by axe
// in light, dark (the system's preference) and forced colours, switched on the loaded page; none may scroll
// sideways; nor may any card cut its text short, and the text must be in the site's web font (the home page's hero
// must show a picture too). Then the theme choice end to end: chosen, kept over a reload, and in place before the app's script runs.
import type { Page } from "@playwright/test";
import { paths } from "@shared/paths";
import { publicPaths } from "../public-routes";
import { clippedTexts, heroHasPicture, webFontInUse } from "./design-checks";
import { clearPublicContent, createPage, holdScripts, seedPublicContent, expect, test } from "./fixtures";
import { expectAccessibleInEveryMode } from "./modes";

const ROUTES = [...publicPaths({ id: "epub", slug: "modes-check" }), "/no-such-page"];
const WIDTHS = [1280, 390];

test.describe("every public route in light, dark and forced colours", () => {
  test.beforeAll(async ({ request }) => {
    await seedPublicContent(request);
    await createPage(request, {
      title: "Modes page",
      slug: "modes-check",
      content: '<h2>Section</h2><p>Text with <a href="/faq">a link</a>.</p><blockquote>A quote.</blockquote>',
    });
  });
  test.afterAll(({ request }) => clearPublicContent(request));

  for (const route of ROUTES) {
    test(`${route}: no axe violations and no sideways scroll in any mode at 1280 and 390 px`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 404 .*\/no-such-page\)$/);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectAccessibleInEveryMode(page, `on ${route} at ${width} px`);
        expect(await clippedTexts(page), `text cut short on ${route} at ${width} px`).toEqual([]);
        if (width === WIDTHS[0]) {
          expect(await webFontInUse(page), `the web font on ${route}`).toBe(true);
          if (route === paths.home) expect(await heroHasPicture(page), "a picture in the home page's hero").toBe(true);
        }
      }
    });
  }
});

test.describe("the theme choice", () => {
  const darkPage = "rgb(15, 23, 42)";
  const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test("Dark chosen in the header stays chosen after a reload, and is in place before the app's script runs", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(paths.about);
    const html = page.locator("html");
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await page.getByRole("banner").getByRole("button", { name: "Theme" }).click();
    const choice = page.getByRole("banner").getByRole("group", { name: "Theme" });
    await choice.getByRole("radio", { name: "Dark" }).check();
    await expect(choice.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => bodyBackground(page)).toBe(darkPage);

    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(darkPage);
    await page.getByRole("banner").getByRole("button", { name: "Theme" }).click();
    await expect(choice.getByRole("radio", { name: "Dark" })).toBeChecked();

    // The server's HTML alone, the app's scripts held back: the page is dark from its first paint.
    const release = await holdScripts(page);
    await page.goto(paths.faq, { waitUntil: "commit" });
    await page.locator("#root").waitFor({ state: "attached" });
    await page.waitForFunction(() => document.styleSheets.length > 0);
    expect(await page.evaluate(() => "appStarted" in (document.getElementById("root")?.dataset ?? {}))).toBe(false);
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(darkPage);
    release();
  });

  test("on a phone, the menu offers the choice with its words; Light overrides the system's dark", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
    await page.goto(paths.home);
    expect(await bodyBackground(page)).toBe(darkPage);
    await page.getByRole("button", { name: "Menu" }).click();
    const choice = page.getByRole("navigation", { name: "Main" }).getByRole("group", { name: "Theme" });
    await expect(choice.getByText("Light")).toBeVisible();
    await choice.getByRole("radio", { name: "Light" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // The attribute is set at once; the style recalculation that follows may land a frame later.
    await expect.poll(() => bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await page.reload();
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
  });

  test("between 1024 and 1279 px, where the header has no room for it, the footer offers the choice", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(paths.contact);
    await expect(page.getByRole("banner").getByRole("button", { name: "Theme" })).toBeHidden();
    const choice = page.getByRole("contentinfo").getByRole("group", { name: "Theme" });
    await choice.getByRole("radio", { name: "Dark" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => bodyBackground(page)).toBe(darkPage);
  });
});
