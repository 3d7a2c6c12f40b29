import { resetCompanySettings, setSetting, expect, test } from "./fixtures";

test.describe("public layout", () => {
  test.beforeAll(({ request }) => resetCompanySettings(request));

  test("Tab from the top reaches the skip link first, then the brand and the nav; the skip link moves focus to main", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /AccessAble Content|Digital/ })
        .first(),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside main (the hero's first button), not back in the header.
    await expect(page.getByRole("main").getByRole("link", { name: "Explore Our Services" })).toBeFocused();
  });

  test("the header marks the current page and opens the portal in a new tab", async ({ page }) => {
    await page.goto("/wcag-explorer");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "WCAG Explorer" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current", "page");
    for (const name of ["Get in Touch", "Client Portal"]) {
      const link = page.getByRole("banner").getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await page.goto("/services/pdf");
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  });

  test("on a phone the menu button toggles the nav, closes on Escape and on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    // Choosing the page already shown changes nothing in the address, and still closes the menu.
    await button.click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("from 1024 px the header shows the links and portal buttons on one line, and no menu button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/wcag-explorer");
    const banner = page.getByRole("banner");
    const nav = banner.getByRole("navigation", { name: "Main" });
    const controls = [
      ...["Services", "Standards", "WCAG Explorer", "About Us", "FAQ"].map((name) => nav.getByRole("link", { name })),
      ...["Get in Touch", "Client Portal"].map((name) =>
        banner.getByRole("link", { name: `${name} (opens in a new tab)` }),
      ),
    ];
    for (const control of controls) await expect(control).toBeVisible();
    await expect(banner.getByRole("button", { name: "Menu" })).toBeHidden();
    // One line: every link is one text line high (none wrapped) and they share a row, left to right.
    const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    for (const box of boxes) {
      expect(box.height).toBeLessThanOrEqual(44);
      expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
    }
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(1024);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Just below, the menu button takes over.
    await page.setViewportSize({ width: 1023, height: 768 });
    await expect(banner.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(banner.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("the header shows the settings logo and name, or the icon and defaults", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // The external logo address is made up: the browser cannot resolve its host.
    consoleErrors.expect(/net::ERR_NAME_NOT_RESOLVED .*cdn\.example\.com\/logo\.png/);
    await setSetting(api, "companyName", "");
    await setSetting(api, "companyLogo", "");
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByText("AccessAble Content")).toBeVisible();
    await expect(banner.getByText("Digital accessibility services")).toBeVisible();
    await expect(banner.locator("img")).toHaveCount(0);

    await setSetting(api, "companyName", "Inclusive Pages Ltd");
    await setSetting(api, "companyLogo", "https://cdn.example.com/logo.png");
    await page.goto("/about");
    await expect(banner.getByText("Inclusive Pages Ltd")).toBeVisible();
    await expect(banner.locator('img[src="https://cdn.example.com/logo.png"]')).toHaveCount(1);
    await expect(page).toHaveTitle("About Us | Inclusive Pages Ltd");
    await setSetting(api, "companyName", "");
    await setSetting(api, "companyLogo", "");
  });

  test("the footer shows only the social networks that have a URL, with accessible names", async ({ page, api }) => {
    for (const key of ["twitterUrl", "linkedinUrl", "facebookUrl", "instagramUrl", "youtubeUrl"])
      await setSetting(api, key, "");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);

    await setSetting(api, "linkedinUrl", "https://www.linkedin.com/company/example");
    await setSetting(api, "youtubeUrl", "https://www.youtube.com/@example");
    await page.reload();
    const social = footer.getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link")).toHaveCount(2);
    const linkedin = social.getByRole("link", { name: /on LinkedIn \(opens in a new tab\)/ });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/company/example");
    await expect(social.getByRole("link", { name: /on YouTube/ })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(social.getByRole("link", { name: /Twitter|Facebook|Instagram/ })).toHaveCount(0);

    // Social URLs are saved unchecked: a script address never becomes a link, a bare domain gets https.
    await setSetting(api, "facebookUrl", "javascript:alert(document.cookie)");
    await setSetting(api, "twitterUrl", "twitter.com/example");
    await page.reload();
    await expect(social.getByRole("link", { name: /on Facebook/ })).toHaveCount(0);
    await expect(social.getByRole("link", { name: /on Twitter/ })).toHaveAttribute(
      "href",
      "https://twitter.com/example",
    );
    await setSetting(api, "facebookUrl", "");
    await setSetting(api, "twitterUrl", "");
    await setSetting(api, "linkedinUrl", "");
    await setSetting(api, "youtubeUrl", "");
  });

  test("the footer has its lists, contacts, this year's copyright and the legal and CMS links", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-10T12:00:00Z"));
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031 AccessAble Content/)).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Other Projects" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Services" }).locator("..").getByRole("link")).toHaveCount(8);
    await expect(footer.getByRole("link", { name: "sales@example.com" })).toHaveAttribute(
      "href",
      "mailto:sales@example.com",
    );
    await expect(footer.getByRole("link", { name: "Contact Us (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
    for (const [name, url] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Accessibility Statement", "/accessibility"],
    ] as const) {
      await footer.getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "CMS Login" })).toHaveAttribute("href", "/auth");
  });

  const ANCHORS = [
    ...["nimas", "pdf", "epub", "web", "google", "vpat", "drm-ebooks", "drm-videos"].map((id) => `/services#${id}`),
    "/#standards",
    "/#wcag-explorer",
    "/#faq",
    "/#about",
  ];
  for (const href of ANCHORS) {
    test(`the footer anchor ${href} lands on its element`, async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("contentinfo").locator(`a[href="${href}"]`).click();
      const id = href.split("#")[1]!;
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toBeInViewport();
      await expect(target).toBeFocused();
      // Loaded directly too (a shared link).
      await page.goto(href);
      await expect(target).toBeInViewport();
    });
  }
});
