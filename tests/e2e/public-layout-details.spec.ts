import type { Page } from "@playwright/test";
import { clearAll, createTestimonial, expect, test } from "./fixtures";

// What a demanding visitor noticed at 1280 and 390 px: pages that scroll as one, card text shown whole (never cut
// short), links that keep their spacing when they wrap, controls that only show when they do something, a
// Contact page that uses its width, and a sign-in page inside the site's frame.

const WIDTHS = [1280, 390] as const;

/** Opens `path` at `width`, once the app has replaced the server's first screen with its own. */
async function atWidth(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path, { waitUntil: "networkidle" });
}

test.describe("Layout details a visitor notices", () => {
  test("the WCAG Explorer's criteria are part of the page, which scrolls as one", async ({ page }) => {
    for (const width of WIDTHS) {
      await atWidth(page, width, "/wcag-explorer");
      const panel = page.getByRole("tabpanel", { name: "1. Perceivable" });
      await expect(panel.getByText(/\d+ success criteria shown/)).toBeVisible();
      const scrolls = await panel.evaluate((el) => ({
        overflow: getComputedStyle(el).overflowY,
        hidden: el.scrollHeight - el.clientHeight,
      }));
      expect(scrolls, `at ${width} px`).toEqual({ overflow: "visible", hidden: 0 });
      // The last criterion is reached by scrolling the page itself, and nothing inside it scrolls.
      const last = panel.getByRole("listitem").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const scrollingInside = await page.evaluate(
        () =>
          [...document.querySelectorAll("main *")].filter((el) => {
            const style = getComputedStyle(el);
            return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
          }).length,
      );
      expect(scrollingInside, `boxes scrolling inside the page at ${width} px`).toBe(0);
    }
  });

  test("the home page's service cards show their whole description, never cut short", async ({ page }) => {
    for (const width of WIDTHS) {
      await atWidth(page, width, "/");
      const section = page.getByRole("region", { name: "Our Services" });
      await expect(section.getByRole("listitem").first()).toBeVisible();
      const texts = await section.getByRole("listitem").evaluateAll((cards) =>
        cards.map((card) => {
          const text = card.querySelector("p")!;
          const style = getComputedStyle(text);
          return {
            clamp: style.webkitLineClamp,
            hidden: text.scrollHeight - text.clientHeight,
            // The card's link stays inside the card, under the text.
            linkBelow: card.querySelector("a")!.getBoundingClientRect().top >= text.getBoundingClientRect().bottom,
          };
        }),
      );
      for (const text of texts)
        expect(text, `a card's text at ${width} px`).toEqual({ clamp: "none", hidden: 0, linkBelow: true });
    }
  });

  test("the home page's service cards are all one width, and a short last row sits in the middle", async ({
    page,
    api,
  }) => {
    // Enough cards for a last row of one at three to a row (the site starts with six).
    const made: number[] = [];
    const count = ((await (await api.get("/api/home-cards")).json()) as unknown[]).length;
    for (let n = count; n % 3 !== 1; n++) {
      const card = {
        title: `E2E Grid card ${n}`,
        description: "Centred.",
        icon: "book",
        serviceId: "epub",
        sortOrder: 900 + n,
      };
      const res = await api.post("/api/home-cards", { data: card });
      expect(res.status()).toBe(201);
      made.push(((await res.json()) as { id: number }).id);
    }
    try {
      for (const width of WIDTHS) {
        await atWidth(page, width, "/");
        const grid = page.getByRole("region", { name: "Our Services" }).getByRole("list");
        const box = (await grid.boundingBox())!;
        const cards = await grid.getByRole("listitem").evaluateAll((items) =>
          items.map((item) => {
            const { x, width } = item.getBoundingClientRect();
            return { x, width };
          }),
        );
        const widths = new Set(cards.map((card) => Math.round(card.width)));
        expect([...widths], `card widths at ${width} px`).toHaveLength(1);
        const last = cards.at(-1)!;
        expect(
          Math.abs(last.x + last.width / 2 - (box.x + box.width / 2)),
          `last card's centre at ${width} px`,
        ).toBeLessThan(1);
        if (width === 1280) expect(new Set(cards.map((card) => Math.round(card.x))).size, "columns").toBe(3);
        else expect(last.width).toBeCloseTo(box.width, 0);
      }
    } finally {
      for (const id of made) await api.delete(`/api/home-cards/${id}`);
    }
  });

  test("Related Services links that wrap onto two lines keep apart", async ({ page }) => {
    // 320 px, the narrowest width a page must reflow to: in the site's font no related link wraps at 390 px.
    await atWidth(page, 320, "/services/epub");
    const related = page.getByRole("region", { name: "Related Services" });
    const links = await related.getByRole("link").evaluateAll((anchors) =>
      anchors.map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const textRects = [...range.getClientRects()];
        return {
          text: a.textContent,
          top: Math.min(...textRects.map((r) => r.top)),
          bottom: Math.max(...textRects.map((r) => r.bottom)),
          lines: new Set(textRects.map((r) => Math.round(r.top))).size,
        };
      }),
    );
    expect(
      links.some((link) => link.lines > 1),
      "at least one link wraps at 320 px",
    ).toBe(true);
    for (let i = 1; i < links.length; i++) {
      const gap = links[i]!.top - links[i - 1]!.bottom;
      expect(gap, `space between "${links[i - 1]!.text}" and "${links[i]!.text}"`).toBeGreaterThanOrEqual(8);
    }
  });

  test("testimonial arrows show only when there is more to scroll to, and do nothing at their end", async ({
    page,
    api,
  }) => {
    await clearAll(api, "testimonials");
    const one = { clientName: "Northwind Press", personName: "Ada", personTitle: "Editor", content: "Clear work." };
    await createTestimonial(api, one);
    for (const width of WIDTHS) {
      await atWidth(page, width, "/");
      const strip = page.getByRole("list", { name: "Testimonials" });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole("listitem")).toHaveCount(1);
      await expect(page.getByRole("button", { name: /(Previous|Next) testimonials/ })).toHaveCount(0);
    }
    for (let i = 2; i <= 6; i++) await createTestimonial(api, { ...one, personName: `Reader ${i}` });
    await atWidth(page, 1280, "/");
    const strip = page.getByRole("list", { name: "Testimonials" });
    await strip.scrollIntoViewIfNeeded();
    const previous = page.getByRole("button", { name: "Previous testimonials" });
    const next = page.getByRole("button", { name: "Next testimonials" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(next).not.toHaveAttribute("aria-disabled");
    await next.click();
    await expect(previous).not.toHaveAttribute("aria-disabled");
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await clearAll(api, "testimonials");
  });

  test("the Contact page puts the form beside what happens next and the e-mail addresses", async ({ page }) => {
    await atWidth(page, 1280, "/contact");
    const form = page.getByRole("region", { name: "Request a quote" });
    const next = page.getByRole("region", { name: "What happens next" });
    await expect(form).toBeVisible();
    const [formBox, nextBox] = [await form.boundingBox(), await next.boundingBox()];
    expect(nextBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);
    expect(Math.abs(nextBox!.y - formBox!.y)).toBeLessThan(5);
    // Together they use most of the content width.
    expect(nextBox!.x + nextBox!.width - formBox!.x).toBeGreaterThan(1000);
    await expect(page.getByRole("region", { name: "Prefer e-mail?" })).toBeVisible();
    // On a phone they follow one another.
    await atWidth(page, 390, "/contact");
    await expect(next).toBeVisible();
    const [phoneForm, phoneNext] = [await form.boundingBox(), await next.boundingBox()];
    expect(phoneNext!.y).toBeGreaterThan(phoneForm!.y + phoneForm!.height);
  });

  test("the sign-in page has the site's skip link, header and footer", async ({ page }) => {
    await atWidth(page, 1280, "/auth");
    await expect(page.getByRole("heading", { name: "Admin Access", level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });
});
