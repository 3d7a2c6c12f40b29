// The home page's hero image as an owner sets it: an image of the media library, with its alt text, chosen in Site
// Settings (Home Page tab) is at the right of the home page's first screen, in the server's HTML and after the app
// has rendered, with that alt text; removed, the drawing comes back.
import sharp from "sharp";
import { expect, test, unique } from "./fixtures";

/** The drawing the hero shows while no image is set. */
const DRAWING = 'main img[src*="hero-illustration"]';

test.use({ signedIn: true, changedSettings: ["homeHeroImage", "homeResult1Value", "homeResult1Label"] });

/** Screenshots for eyeballing the layout, when SCREENSHOTS=1 (at 1280 and 390 pixels wide). */
async function look(page: import("@playwright/test").Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/imagery/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a library image chosen as the hero image shows on the home page with its alt text", async ({ page, api, ui }) => {
  await page.goto("/");
  await expect(page.locator(DRAWING)).toBeVisible();
  await look(page, "home-drawing");

  const name = unique("E2E Hero");
  const alt = `Proofreader checking a braille page ${name.slice(-5)}`;
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4b6b8f" } })
    .jpeg()
    .toBuffer();
  const uploaded = await api.post("/api/media", {
    multipart: { image: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: photo }, altText: alt },
  });
  expect(uploaded.status()).toBe(201);
  const entry = (await uploaded.json()) as { name: string; url: string };

  await page.goto("/admin/settings?tab=home");
  const card = page.getByRole("region", { name: "Hero Image" });
  await card.getByRole("button", { name: "Choose from library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose from library" });
  await picker.getByRole("searchbox", { name: "Search images" }).fill(name);
  const option = picker.getByRole("radio", { name: entry.name });
  await option.focus();
  await page.keyboard.press("Space");
  await picker.getByRole("button", { name: "Use image" }).click();
  await expect(ui.toast("Hero image saved")).toBeVisible();
  await expect(card.getByText(`Alt text, from the media library: “${alt}”`)).toBeVisible();
  await ui.expectAccessible("Site Settings, Home Page tab with a hero image");
  await look(page, "settings-home");

  // In the HTML the server sends, and on the page once the app runs.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain(`alt="${alt}"`);
  await page.goto("/");
  const hero = page.getByRole("img", { name: alt });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("src", entry.url);
  await expect(page.locator(DRAWING)).toHaveCount(0);

  await api.put("/api/settings", {
    data: { settings: { homeResult1Value: "12,000", homeResult1Label: "titles remediated" } },
  });
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "12,000 titles remediated" })).toBeVisible();
  await ui.expectAccessible("Home page with a hero image and a result");
  await look(page, "home-image");

  // Removed in Site Settings: the drawing is back.
  await page.goto("/admin/settings?tab=home");
  await card.getByRole("button", { name: "Remove hero image" }).click();
  await expect(ui.toast("Hero image removed")).toBeVisible();
  await page.goto("/");
  await expect(page.locator(DRAWING)).toBeVisible();
});
