// An owner's first day on a fresh install, in a browser: sign-in lands on the Overview, its checklist fixes the
// placeholder quote buttons in one click, and the words the owner changes in Site Settings (where every field holds
// the text visitors see now) show on the public pages. The other parts of that day have their own journeys: the focus
// kept by the move buttons (admin-testimonials.spec.ts) and a new administrator's own password
// (admin-accounts.spec.ts).
import { ADMIN, adminApi, setSetting } from "./arrange";
import { expect, test } from "./fixtures";

const QUOTE_SETTINGS = ["quoteLinksTarget", "quoteFormEnabled", "clientPortalContactUrl"];
const WORDS = ["homeEyebrow", "aboutHighlight1Title"];

test.use({ changedSettings: [[...QUOTE_SETTINGS, ...WORDS], { scope: "test" }] });

test("signs in to the Overview, puts the quote buttons right in one click, and makes the words their own", async ({
  page,
  request,
  ui,
}) => {
  // As installed: quote buttons lead to the example portal, and the words are the shipped ones.
  await adminApi(request);
  for (const key of [...QUOTE_SETTINGS, ...WORDS]) await setSetting(request, key, null);

  await page.goto("/auth");
  await page.getByPlaceholder("Enter your username").fill(ADMIN.username);
  await page.getByPlaceholder("Enter your password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  const checklist = page.getByRole("region", { name: "Before visitors see placeholders" });
  const quoteItem = checklist.getByRole("listitem").filter({ hasText: "Quote buttons lead to an example portal" });
  await expect(quoteItem).toBeVisible();
  await quoteItem.getByRole("button", { name: "Use the site's own quote form" }).click();
  await expect(quoteItem).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Before visitors see placeholders" })).toBeFocused();

  // Site Settings opens on the field a link names, holding the words visitors see now.
  await page.goto("/admin/settings?tab=home#homeEyebrow");
  const eyebrow = page.getByLabel("Line above the heading");
  await expect(eyebrow).toBeFocused();
  await expect(eyebrow).toHaveValue("Digital accessibility services");
  await eyebrow.fill("Accessibility, done properly");
  await page.getByRole("button", { name: "Save Home Page" }).click();
  await expect(ui.toast("Settings saved")).toBeVisible();

  await page.goto("/admin/settings?tab=about");
  const highlight = page.getByLabel("Highlight 1 title");
  await expect(highlight).toHaveValue("Expert Team");
  await highlight.fill("People who use assistive technology");
  await page.getByRole("button", { name: "Save About Page" }).click();
  await expect(ui.toast("Settings saved")).toBeVisible();

  await page.goto("/");
  await expect(page.getByText("Accessibility, done properly")).toBeVisible();
  const quoteLinks = page.getByRole("link", { name: /Request a Quote|Get in Touch|Contact Us/ });
  expect(await quoteLinks.count()).toBeGreaterThan(0);
  for (const link of await quoteLinks.all()) await expect(link).toHaveAttribute("href", "/contact");
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "People who use assistive technology" })).toBeVisible();
});
