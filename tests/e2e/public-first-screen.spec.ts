import type { Page } from "@playwright/test";
import { firstScreens as SCREENS } from "../public-routes";
import { expect, holdScripts, resetCompanySettings, test } from "./fixtures";

// The server writes each public page's first screen as HTML, which the app replaces with its own first render.

/** The page's text (all of it, and of its header, first section and footer), its landmarks, and ids used twice. */
const outline = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    const text = (element: Element | null | undefined) => (element as HTMLElement | null | undefined)?.innerText;
    const main = document.querySelector("main");
    // The first thing <main> shows (the JSON-LD script the home page renders shows nothing).
    const first = [...(main?.children ?? [])].find((element) => element.tagName !== "SCRIPT");
    return {
      text: text(document.getElementById("root")),
      parts: [text(document.querySelector("#root header")), text(first), text(document.querySelector("#root footer"))],
      landmarks: [...document.querySelectorAll("header, nav, main, footer")].map(
        (element) => `${element.tagName.toLowerCase()}:${element.getAttribute("aria-label") ?? ""}`,
      ),
      duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
    };
  });

/**
 * Starts counting the page's layout shifts (with `buffered`, those before this call too); the answer gives their
 * total so far.
 */
async function watchLayoutShifts(page: Page, { buffered = false } = {}) {
  const seen = await page.evaluateHandle((buffered) => {
    const values: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) values.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered });
    return values;
  }, buffered);
  return () => seen.evaluate((values) => values.reduce((sum, value) => sum + value, 0));
}

test.describe("the first screen before and after the app starts", () => {
  test.beforeAll(({ request }) => resetCompanySettings(request));

  for (const screen of SCREENS) {
    test(`${screen.path}: shown from the server's HTML, then replaced by the same screen`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(screen.path, { waitUntil: "commit" });
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(screen.heading);
      await expect(page.getByRole("main")).toHaveCount(1);
      const before = await outline(page);
      expect(before.duplicateIds).toEqual([]);
      // Marks the server's heading: the app's own heading is a new element without the mark.
      await heading.evaluate((element) => element.setAttribute("data-from-server", ""));
      // Whenever the page changes, its heading is there: the app never shows a spinner or an empty page between.
      const withoutHeading = await page.evaluateHandle(() => {
        const seen = { count: 0 };
        new MutationObserver(() => {
          if (!document.querySelector("main h1")) seen.count++;
        }).observe(document.getElementById("root")!, { childList: true, subtree: true });
        return seen;
      });
      // The web font may arrive after the server's HTML was painted in its fallback, which moves the header's links
      // by a few pixels (weighed by the font's own test below): what is counted is what the app's start moves.
      await page.waitForFunction(() => document.fonts.check('1rem "Atkinson Hyperlegible Next"'));
      const totalShift = await watchLayoutShifts(page);

      release();
      await expect(page.locator("h1:not([data-from-server])")).toHaveText(screen.heading);
      await page.waitForLoadState("networkidle");
      const after = await outline(page);
      expect(after.duplicateIds).toEqual([]);
      expect(after.landmarks).toEqual(before.landmarks);
      // What the server wrote is what the app shows, the whole page (the home page's part below the hero too).
      expect(after.parts).toEqual(before.parts);
      expect(after.text).toBe(before.text);
      expect(await totalShift()).toBe(0);
      expect(await withoutHeading.evaluate((seen) => seen.count)).toBe(0);
    });
  }

  test("/ is set in Atkinson Hyperlegible Next, and swapping it in for its fallback moves almost nothing", async ({
    page,
  }) => {
    // The font is held back, so the page is drawn in its metric-matched fallback first, as on a slow connection.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fontRequests: string[] = [];
    await page.route(/\/assets\/.+\.woff2$/, async (route) => {
      fontRequests.push(new URL(route.request().url()).pathname);
      await gate;
      await route.continue();
    });
    // Not until "load", which waits for the preloaded font; the app has started once goto is done.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const fontState = () =>
      page.evaluate(() => {
        const faces = [...document.fonts].map((face) => `${face.family.replace(/"/g, "")} ${face.status}`);
        return {
          atkinsonLoaded: faces.includes("Atkinson Hyperlegible Next loaded"),
          // The fallback's faces the text uses, found on this machine (Arial, Helvetica or Liberation Sans).
          fallbackLoaded: faces.includes("Atkinson Fallback loaded"),
          bodyFont: getComputedStyle(document.body).fontFamily,
        };
      });
    // Asked for at once (the HTML preloads it), and not there yet: the text is in the fallback.
    await expect.poll(() => fontRequests.length).toBe(1);
    expect(fontRequests[0]).toMatch(/\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/);
    expect(await fontState()).toMatchObject({ atkinsonLoaded: false, fallbackLoaded: true });

    const totalShift = await watchLayoutShifts(page, { buffered: true });
    release();
    await expect.poll(async () => (await fontState()).atkinsonLoaded).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");
    expect((await fontState()).bodyFont).toMatch(/^"Atkinson Hyperlegible Next", "Atkinson Fallback"/);
    // One file: the upright font; nothing on the home page is italic.
    expect(fontRequests).toHaveLength(1);
    // The fallback matches the font's width on average, not word by word: the header's links move by a few pixels
    // (a layout shift of about 0.0001). Without the fallback's metrics the swap scores about 0.005.
    expect(await totalShift()).toBeLessThan(0.001);
  });

  test("every page's HTML preloads the font, which is kept for a year and allowed by the CSP", async ({ request }) => {
    for (const path of ["/", "/about", "/auth", "/admin", "/no/such/page"]) {
      const page = await request.get(path);
      const html = await page.text();
      const preload = html.match(
        /<link rel="preload" href="(\/assets\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/,
      );
      expect(preload, path).not.toBeNull();
      // The stylesheet inlined in the same HTML names the same file.
      expect(html, path).toContain(`url(${preload![1]})`);
      expect(page.headers()["content-security-policy"], path).toMatch(/font-src 'self'/);
      const font = await request.get(preload![1]);
      expect(font.headers()["content-type"]).toBe("font/woff2");
      expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  for (const width of [1280, 390]) {
    test(`the home page's first screen at ${width} px is the whole page, down to the closing call to action`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // With scripts held back, a visitor scrolling down finds every section already there, not a blank band.
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const name of ["Our Services", "What People Say About Us", "Learn about accessibility", "Get Started"]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeAttached();
      }
      await expect(page.getByRole("link", { name: /Learn More about/ }).first()).toBeAttached();
      const closing = page.getByRole("region", { name: "Get Started" });
      await expect(closing.getByRole("link", { name: /Request a Quote/ })).toBeAttached();
      // Scrolled to the testimonials, the visitor sees nothing move (the arrows, shown once the strip is measured, have
      // their place already) when the app's render replaces the server's.
      const testimonials = page.getByRole("heading", { level: 2, name: "What People Say About Us" });
      await testimonials.scrollIntoViewIfNeeded();
      // The web font's swap is weighed by its own test above: here only what the app's start moves counts.
      await page.evaluate(() => document.fonts.ready);
      const strip = page.getByRole("region", { name: "What People Say About Us" }).getByRole("list");
      const where = () => strip.evaluate((element) => element.getBoundingClientRect().top);
      const top = await where();
      const totalShift = await watchLayoutShifts(page);
      release();
      await expect(page.locator("#root[data-app-started]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(await where()).toBe(top);
      expect(await totalShift()).toBe(0);
    });
  }

  test("every other public screen has one; sign-in, the admin area and content pages are left to the app", async ({
    request,
  }) => {
    for (const path of ["/services", "/standards", "/about", "/contact", "/no/such/page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div id="root">.*<main[^>]*>.*<h1[^>]*>.+<\/h1>/s);
    }
    for (const path of ["/auth", "/admin", "/privacy"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
