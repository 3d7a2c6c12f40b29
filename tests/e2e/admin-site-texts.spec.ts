import { expect, test } from "./fixtures";

const KEYS = ["salesEmail", "clientPortalContactUrl", "homeHeroHeading", "quoteLinksTarget"];
const PORTAL = "https://portal.e2e-books.test/quote";

// Their defaults are put back for the public journeys.
test.use({ signedIn: true, changedSettings: KEYS });

test.describe("Site Settings: the site's texts and addresses", () => {
  test("an administrator changes the sales e-mail, portal address, hero heading and quote links, and visitors see each at once", async ({
    page,
    ui,
  }) => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();

    // Contact & Addresses: each field holds the text visitors see now and says what an empty value falls back to;
    // a bad address is named on its field.
    await page.getByRole("tab", { name: "Contact & Addresses" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=addresses$/);
    const sales = page.getByLabel("Sales e-mail", { exact: true });
    const portal = page.getByLabel("Client portal quote request address", { exact: true });
    await expect(sales).toHaveValue("sales@example.com");
    await expect(sales).toHaveAccessibleDescription(/Leave empty to use sales@example\.com\./);
    await sales.fill("deals@e2e-books.test");
    await portal.fill("http://portal.e2e-books.test/quote");
    await page.getByRole("button", { name: "Save Contact & Addresses" }).click();
    await expect(portal).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Enter an address that starts with https:\/\//)).toBeVisible();
    await expect(portal).toBeFocused();
    await portal.fill(PORTAL);
    await ui.shot("settings-addresses");
    await page.getByRole("button", { name: "Save Contact & Addresses" }).click();
    await expect(ui.toast("The contact e-mails and addresses have been updated.")).toBeVisible();

    // Home Page: the hero heading.
    await page.getByRole("tab", { name: "Home Page" }).click();
    await page.getByLabel("Home page heading", { exact: true }).fill("Books every reader can open");
    await page.getByRole("button", { name: "Save Home Page" }).click();
    await expect(ui.toast("The home page texts have been updated.")).toBeVisible();

    // The public site shows the changes with no rebuild; quote links still go to the (new) portal address.
    const visitor = await page.context().newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Books every reader can open");
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "deals@e2e-books.test" })).toHaveAttribute(
      "href",
      "mailto:deals@e2e-books.test",
    );
    const getInTouch = visitor.getByRole("banner").getByRole("link", { name: "Get in Touch (opens in a new tab)" });
    await expect(getInTouch).toHaveAttribute("href", PORTAL);
    await expect(getInTouch).toHaveAttribute("target", "_blank");

    // Contact Page: quote links now lead to the on-site form, in the same tab.
    await page.getByRole("tab", { name: "Contact Page" }).click();
    await expect(page.getByRole("radio", { name: "The client portal" })).toBeChecked();
    await page.getByRole("radio", { name: "The quote form on the Contact page" }).check();
    await page.getByRole("button", { name: "Save Contact Page" }).click();
    await expect(ui.toast("Quote links now lead to the quote form on the Contact page.")).toBeVisible();

    await visitor.reload();
    const toForm = visitor.getByRole("banner").getByRole("link", { name: "Get in Touch", exact: true });
    await expect(toForm).toHaveAttribute("href", "/contact");
    await expect(toForm).not.toHaveAttribute("target");
    await expect(visitor.getByRole("main").getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await toForm.click();
    await expect(visitor).toHaveURL(/\/contact$/);
    await expect(visitor.getByRole("form", { name: "Request a quote" })).toBeVisible();
    await visitor.close();

    // The activity log says what changed in words: one entry for the one successful Save of both addresses.
    await page.goto("/admin/activity");
    await expect(
      page
        .getByRole("cell", {
          name: "Sales e-mail, client portal's quote request address Changed the sales e-mail and client portal's quote request address",
        })
        .first(),
    ).toBeVisible();
  });
});
