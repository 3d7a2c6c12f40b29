import { paths } from "@shared/paths";
import { headerPaths } from "../public-routes";
import { clearPublicContent, expect, seedPublicContent, test } from "./fixtures";

// Every stop of the Tab order shows a visible focus indicator (WCAG 2.4.7) and is at least 24×24 px (2.5.8),
// unless it is an inline link in running text (an exception of 2.5.8).
test.describe("keyboard", () => {
  test.beforeAll(({ request }) => seedPublicContent(request));
  test.afterAll(({ request }) => clearPublicContent(request));

  for (const route of [...headerPaths, paths.service("epub")]) {
    test(`every Tab stop on ${route} has a visible focus indicator and a large enough target`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      const seen = new Set<string>();
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          const inText = el.tagName === "A" && el.closest("p") !== null;
          return {
            key: `${el.tagName} ${el.textContent?.trim().slice(0, 40)} ${Math.round(rect.left)},${Math.round(rect.top + window.scrollY)}`,
            outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
            size: inText || (rect.width >= 24 && rect.height >= 24),
          };
        });
        if (!stop || seen.has(stop.key)) break;
        seen.add(stop.key);
        expect(stop.outline, `visible focus on ${stop.key}`).toBe(true);
        expect(stop.size, `24×24 target for ${stop.key}`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(10);
    });
  }
});
