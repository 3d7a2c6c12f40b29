// What an administrator changes shows on the public site (needs the public pages). The sortable collections' changes
// reaching their public pages are in admin-collections.spec.ts.
import { unique, expect, test } from "./fixtures";

test.use({
  signedIn: true,
  leftovers: [{ url: "/api/pages", field: "title", prefix: "E2E Public" }],
  changedSettings: ["companyName", "twitterUrl"],
});

test.describe("admin changes reach the public site", () => {
  test("a published page opens at /page/{slug} and /{slug}; a draft stays hidden", async ({ page, browser, ui }) => {
    await page.goto("/admin/pages");
    const title = unique("E2E Public Page");
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await page.getByRole("button", { name: "Add Page" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Page" });
    await dialog.getByLabel("Page Title").fill(title);
    await dialog.getByRole("textbox", { name: "Page Content" }).fill("Published words for everyone.");
    await dialog.getByLabel("Publish page").uncheck();
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(ui.toast("Page created successfully")).toBeVisible();

    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(`/page/${slug}`);
    await expect(visitor.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Page" });
    await edit.getByLabel("Publish page").check();
    await edit.getByRole("button", { name: "Update Page" }).click();
    await expect(ui.toast("Page updated successfully")).toBeVisible();

    for (const path of [`/page/${slug}`, `/${slug}`]) {
      await visitor.goto(path);
      await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(visitor.getByText("Published words for everyone.")).toBeVisible();
    }
    await anonymous.close();
  });

  test("the company name and a social URL show in the header and footer", async ({ page, browser, ui }) => {
    await page.goto("/admin/settings");
    await page.getByLabel("Company Name").fill("E2E Public Books Ltd");
    await page.getByRole("button", { name: "Save Company Information" }).click();
    await expect(ui.toast("Settings saved")).toBeVisible();
    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Twitter URL").fill("https://twitter.com/e2epublicbooks");
    await page.getByRole("button", { name: "Save Social Media Links" }).click();
    await expect(ui.toast("Social media links saved")).toBeVisible();

    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("banner").getByText("E2E Public Books Ltd")).toBeVisible();
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByText("E2E Public Books Ltd").first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /twitter/i })).toHaveAttribute(
      "href",
      "https://twitter.com/e2epublicbooks",
    );
    await expect(footer.getByRole("link", { name: /youtube/i })).toHaveCount(0);
    await anonymous.close();
  });
});
