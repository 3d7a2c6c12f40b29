import {
  adminApi,
  deleteWhere,
  expectNoAxeViolationsAtBothSizes,
  shot,
  signInPage,
  toastWith,
  unique,
  expect,
  test,
} from "./fixtures";

const PREFIX = "E2E Page";

test.describe("Page Management", () => {
  test.afterEach(async ({ request }) => {
    await adminApi(request);
    await deleteWhere(request, "/api/pages", (row) => String(row.title).startsWith(PREFIX));
  });

  test("create a draft, publish it, open it in a new tab and delete it", async ({
    page,
    playwright,
    consoleErrors,
  }) => {
    // A second page with the same slug is refused with 409.
    consoleErrors.expect(/status of 409 .*\/api\/pages/);
    await signInPage(page);
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { name: "Page Management", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Management \| /);

    const addButton = page.getByRole("button", { name: "Add Page" });
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add New Page" });
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(dialog.getByText("Page title is required")).toBeVisible();
    await expect(dialog.getByText("Page content is required")).toBeVisible();
    await expect(dialog.getByLabel("Page Title")).toBeFocused();

    const title = unique(PREFIX);
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await dialog.getByLabel("Page Title").fill(title);
    await expect(dialog.getByLabel("URL Slug")).toHaveValue(slug);
    await expect(dialog.getByText(`The page will be accessible at /page/${slug}`)).toBeVisible();
    await dialog.getByRole("textbox", { name: "Page Content" }).fill("Hello from the e2e journey.");
    await dialog.getByLabel("Meta Description").fill("An e2e page.");
    await dialog.getByLabel("Publish page").uncheck();
    await expectNoAxeViolationsAtBothSizes(page, "with the Add New Page dialog open");
    await shot(page, "page-dialog");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(toastWith(page, "Page created successfully")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText(`/page/${slug}`);
    await expect(row).toContainText("Draft");
    await expectNoAxeViolationsAtBothSizes(page, "on /admin/pages with a draft");
    await shot(page, "pages");

    // An anonymous visitor cannot fetch the draft.
    const anonymous = await playwright.request.newContext({ baseURL: page.url() });
    expect((await anonymous.get(`/api/pages/slug/${slug}`)).status()).toBe(404);

    // A second page with the same slug is refused on the slug field.
    await addButton.click();
    const again = page.getByRole("dialog", { name: "Add New Page" });
    await again.getByLabel("Page Title").fill(title);
    await again.getByRole("textbox", { name: "Page Content" }).fill("Duplicate");
    await again.getByRole("button", { name: "Create Page" }).click();
    await expect(again.getByLabel("URL Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("URL Slug")).toBeFocused();
    await again.getByRole("button", { name: "Cancel" }).click();

    // Publish it.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Page" });
    await edit.getByLabel("Publish page").check();
    await edit.getByRole("button", { name: "Update Page" }).click();
    await expect(edit).toBeHidden();
    await expect(toastWith(page, "Page updated successfully")).toBeVisible();
    await expect(row).toContainText("Published");
    expect((await anonymous.get(`/api/pages/slug/${slug}`)).status()).toBe(200);

    // Preview it in a new tab.
    const open = page.getByRole("link", { name: `Preview ${title} (opens in a new tab)` });
    await expect(open).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await expect(popup).toHaveURL(new RegExp(`/page/${slug}$`));
    await popup.close();

    // Delete.
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this page? This action cannot be undone.");
    await expectNoAxeViolationsAtBothSizes(page, "with the page delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Page deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    await anonymous.dispose();
  });
});
