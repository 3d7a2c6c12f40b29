import { pageBody } from "@shared/test/rows";
import { unique, expect, test } from "./fixtures";

const PREFIX = "E2E Page";
test.use({ signedIn: true, leftovers: [{ url: "/api/pages", field: "title", prefix: PREFIX }] });

test.describe("Page Management", () => {
  test("create a draft, publish it, open it in a new tab and delete it", async ({
    page,
    visitor,
    consoleErrors,
    ui,
  }) => {
    // A second page with the same slug is refused with 409.
    consoleErrors.expect(/status of 409 .*\/api\/pages/);
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
    await ui.shot("page-dialog");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Page created successfully")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText(`/page/${slug}`);
    await expect(row).toContainText("Draft");
    await ui.shot("pages");

    // An anonymous visitor cannot fetch the draft.
    expect((await visitor.get(`/api/pages/slug/${slug}`)).status()).toBe(404);

    // A second page with the same slug is refused on the slug field.
    await addButton.click();
    const again = page.getByRole("dialog", { name: "Add New Page" });
    await again.getByLabel("Page Title").fill(title);
    await again.getByRole("textbox", { name: "Page Content" }).fill("Duplicate");
    await again.getByRole("button", { name: "Create Page" }).click();
    await expect(again.getByLabel("URL Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("URL Slug")).toBeFocused();
    await again.getByRole("button", { name: "Cancel", exact: true }).click();

    // Publish it.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Page" });
    await edit.getByLabel("Publish page").check();
    await edit.getByRole("button", { name: "Update Page" }).click();
    await expect(edit).toBeHidden();
    await expect(ui.toast("Page updated successfully")).toBeVisible();
    await expect(row).toContainText("Published");
    expect((await visitor.get(`/api/pages/slug/${slug}`)).status()).toBe(200);

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
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(ui.toast("Page deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("the editor's full window covers the whole window, and Escape brings it back into the dialog", async ({
    page,
  }) => {
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: "Add Page" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Page" });
    const content = dialog.getByRole("textbox", { name: "Page Content" });
    await content.click();
    await page.keyboard.type("A long page.");
    const fullWindow = dialog.getByRole("button", { name: "Full window" });
    await fullWindow.click();
    await expect(fullWindow).toHaveAttribute("aria-pressed", "true");
    // The part fills the viewport, not the dialog's box.
    const viewport = page.viewportSize()!;
    const box = (await page.locator("[data-full-window]").boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog.getByRole("toolbar", { name: "Formatting" })).toBeInViewport();
    await content.click();
    await page.keyboard.press("Escape");
    await expect(fullWindow).toHaveAttribute("aria-pressed", "false");
    await expect(dialog).toBeVisible();
    await expect(content).toBeFocused();
    await expect(content).toContainText("A long page.");
  });
});

test.describe("Page Management with more pages than fit on a page", () => {
  test("pages by keyboard, searches titles and slugs, and opens a page from a later page to edit", async ({
    page,
    api,
    ui,
  }) => {
    const batch = unique(PREFIX);
    const slugBase = batch.toLowerCase().replace(/\s+/g, "-");
    for (let i = 1; i <= 52; i++) {
      const n = String(i).padStart(2, "0");
      const res = await api.post("/api/pages", {
        data: pageBody({
          title: `${batch} ${n}`,
          slug: `${slugBase}-${n}`,
          content: `<p>Page ${n}.</p>`,
          isPublished: i % 2 === 0,
        }),
      });
      expect(res.status()).toBe(201);
    }

    await page.goto("/admin/pages");
    await expect(page.getByRole("table", { name: /^Pages \(drafts are shown dimmed\), page 1 of \d+$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^\d+ pages$/ })).toBeVisible();
    // Pages are listed in the order they were created: the last of the batch is on a later page.
    const pager = page.getByRole("navigation", { name: "Page list pages" });
    await pager.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/pages\?page=2$/);
    const last = page.getByRole("row", { name: new RegExp(`${batch} 52`) });
    await expect(last).toBeVisible();
    await ui.shot("pages-page-2");

    // The editor fetches the whole page, content included, which the list leaves out.
    await page.getByRole("button", { name: `Edit ${batch} 52` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Page" });
    await expect(edit.getByLabel("Page Title")).toHaveValue(`${batch} 52`);
    await expect(edit.getByRole("textbox", { name: "Page Content" })).toContainText("Page 52.");
    await edit.getByLabel("Page Title").fill(`${batch} 52 renamed`);
    await edit.getByRole("button", { name: "Update Page" }).click();
    await expect(edit).toBeHidden();
    // The page on screen is fetched again after the change.
    await expect(page.getByRole("row", { name: new RegExp(`${batch} 52 renamed`) })).toBeVisible();
    await expect(page).toHaveURL(/\?page=2$/);

    // Search by slug and by title, in any case, from page 1.
    const search = page.getByRole("searchbox", { name: "Search pages" });
    await search.fill(`${slugBase}-5`);
    await search.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^3 pages matching/ })).toBeVisible();
    await expect(page.getByRole("table", { name: /page 1 of 1$/ })).toBeVisible();
    await search.fill(`${batch.toUpperCase()} 52 RENAMED`);
    await expect(page.getByRole("status").filter({ hasText: /^1 page matching/ })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${batch} 52 renamed`) })).toBeVisible();

    await search.fill("no page is called this");
    await expect(page.getByText("No pages found")).toBeVisible();
    await expect(page.getByText("No page's title or slug contains “no page is called this”.")).toBeVisible();
    await ui.shot("pages-no-results");
  });
});
