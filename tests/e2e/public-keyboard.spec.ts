import { clearAll, createLogos, createTeamMember, createTestimonial, signedIn, expect, test } from "./fixtures";

// Every stop of the Tab order shows a visible focus indicator (WCAG 2.4.7) and is at least 24×24 px (2.5.8),
// unless it is an inline link in running text (an exception of 2.5.8).
test.describe("keyboard", () => {
  test.beforeAll(async ({ request }) => {
    await signedIn(request);
    await clearAll(request, "logos");
    await createLogos(request, ["One", "Two", "Three", "Four", "Five", "Six"]);
    await clearAll(request, "testimonials");
    await createTestimonial(request, {
      clientName: "Acme",
      personName: "Jo",
      personTitle: "Editor",
      content: "Great.",
    });
    await clearAll(request, "team");
    await createTeamMember(request, {
      name: "Jo Smith",
      designation: "Auditor",
      description: "Bio.",
      linkedinUrl: "https://www.linkedin.com/in/x",
    });
  });
  test.afterAll(async ({ request }) => {
    await signedIn(request);
    for (const c of ["logos", "testimonials", "team"] as const) await clearAll(request, c);
  });

  for (const route of ["/", "/services/epub", "/standards", "/wcag-explorer", "/about", "/faq"]) {
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
