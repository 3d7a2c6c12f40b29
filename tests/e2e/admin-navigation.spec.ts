import { createPage, deleteWhere, expect, test } from "./fixtures";

const SLUG = "e2e-careers";
const TITLE = "E2E Careers";

test.use({ signedIn: true });

test.describe("navigation", () => {
  test.afterEach(async ({ api }) => {
    expect((await api.delete("/api/navigation")).ok()).toBeTruthy();
    await deleteWhere(api, "/api/pages", (row) => row.slug === SLUG);
  });

  test("an administrator links a new page from the header by keyboard; visitors see it until it is unpublished", async ({
    page,
    api,
    ui,
  }) => {
    test.slow();
    await createPage(api, { slug: SLUG, title: TITLE, content: "<p>Join our team.</p>", isPublished: true });

    await page.goto("/admin/navigation");
    await expect(page.getByRole("heading", { name: "Manage Navigation", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "Navigation" }),
    ).toHaveAttribute("aria-current", "page");

    // Pick the page from the header's list, by keyboard only.
    const header = page.getByRole("region", { name: "Header links" });
    await header.getByLabel("Add to Header").focus();
    await page.keyboard.type(TITLE);
    await expect(header.getByLabel("Add to Header")).toHaveValue(`/page/${SLUG}`);
    await page.keyboard.press("Tab");
    await expect(header.getByRole("button", { name: "Add Link" })).toBeFocused();
    await page.keyboard.press("Enter");
    const added = header.getByRole("group", { name: `Header link 6: ${TITLE}` });
    await expect(added.getByLabel("Link text")).toBeFocused();
    await expect(added.getByLabel("Address")).toHaveValue(`/page/${SLUG}`);
    // Move it before FAQ with the drag handle's keyboard controls.
    await page.keyboard.press("Shift+Tab");
    await expect(added.getByRole("button", { name: `Drag to reorder ${TITLE}` })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByText(`Picked up ${TITLE}. Position 6 of 6.`)).toBeAttached();
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`${TITLE} moved to position 5 of 6.`)).toBeAttached();
    await page.waitForTimeout(200);
    await page.keyboard.press("Space");
    await expect(header.getByRole("group", { name: `Header link 5: ${TITLE}` })).toBeVisible();
    // The preview says how the header will look, before the save.
    await expect(header.getByText("At 1280 px wide, all 6 links show in the header.")).toBeVisible();
    await page.getByRole("button", { name: "Save Navigation" }).focus();
    await page.keyboard.press("Enter");
    await expect(ui.toast("Navigation saved")).toBeVisible();

    // The public header shows it at 1280 px, in order, and it opens the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Services",
      "Standards",
      "WCAG Explorer",
      "About Us",
      TITLE,
      "FAQ",
    ]);
    await nav.getByRole("link", { name: TITLE }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/page/${SLUG}$`));
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(nav.getByRole("link", { name: TITLE })).toHaveAttribute("aria-current", "page");

    // At 390 px the menu lists it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: TITLE }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

    // Unpublished, the page leaves the menus instead of leading to a 404.
    const pages = (await (await api.get("/api/pages")).json()) as { id: number; slug: string }[];
    const id = pages.find((row) => row.slug === SLUG)!.id;
    expect((await api.put(`/api/pages/${id}`, { data: { isPublished: false } })).ok()).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(nav.getByRole("link")).toHaveText(["Services", "Standards", "WCAG Explorer", "About Us", "FAQ"]);
    await page.goto("/admin/navigation");
    await expect(
      page
        .getByRole("group", { name: `Header link 5: ${TITLE}` })
        .getByText("Not shown on the site while this page is not published."),
    ).toBeVisible();
  });

  test("a bad address is marked on its field, a stale save is refused, and the defaults come back", async ({
    page,
    api,
    consoleErrors,
    ui,
  }) => {
    consoleErrors.expect(/status of 409 .*\/api\/navigation/);
    await page.goto("/admin/navigation");
    const faq = page.getByRole("group", { name: "Header link 5: FAQ" });
    await faq.getByLabel("Address").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save Navigation" }).click();
    await expect(faq.getByLabel("Address")).toBeFocused();
    await expect(faq.getByLabel("Address")).toHaveAccessibleDescription(/Link to a page of this site/);
    await faq.getByLabel("Address").fill("/faq");
    await faq.getByLabel("Link text").fill("Questions");

    // Someone else saves first.
    expect(
      (await api.put("/api/navigation", { data: { header: [{ label: "Home", href: "/" }], footer: [] } })).ok(),
    ).toBeTruthy();
    await page.getByRole("button", { name: "Save Navigation" }).click();
    await expect(ui.toast(/changed by someone else/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("group", { name: "Header link 1: Home" })).toBeVisible();
    await page.getByRole("button", { name: "Restore Defaults" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore Defaults" }).click();
    await expect(ui.toast("Default navigation restored")).toBeVisible();
    await expect(page.getByRole("group", { name: "Header link 5: FAQ" })).toBeVisible();
    await page.goto("/faq");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(5);
  });
});
