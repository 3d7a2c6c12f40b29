import { createPage, shot, unique, expect, test } from "./fixtures";

const PREFIX = "E2E History";
test.use({ signedIn: true, leftovers: [{ url: "/api/pages", field: "title", prefix: PREFIX }] });

test.describe("Page history and preview", () => {
  test("edit a page twice, compare an earlier version and restore it", async ({ page, api, ui }) => {
    const title = unique(PREFIX);
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await createPage(api, { title, slug, content: "<h2>Our work</h2><p>First version of the text.</p>" });

    await page.goto("/admin/pages");
    const editButton = (name: string) => page.getByRole("button", { name: `Edit ${name}`, exact: true });

    // One save through the dialog (the title only: the content field's editor is not this journey's subject)...
    await editButton(title).click();
    const first = page.getByRole("dialog", { name: "Edit Page" });
    await first.getByLabel("Page Title").fill(`${title} two`);
    await first.getByRole("button", { name: "Update Page" }).click();
    await expect(first).toBeHidden();
    await expect(ui.toast("Page updated successfully")).toBeVisible();
    // ...and one from another session, which changes the content too.
    const pages = (await (await api.get("/api/pages")).json()) as Array<{ id: number; slug: string }>;
    const id = pages.find((p) => p.slug === slug)!.id;
    const put = await api.put(`/api/pages/${id}`, {
      data: { title: `${title} three`, content: "<h2>Our work</h2><p>Third version of the text.</p>" },
    });
    expect(put.ok()).toBeTruthy();
    await page.reload();
    await expect(editButton(title)).toHaveCount(0);

    await editButton(`${title} three`).click();
    const dialog = page.getByRole("dialog", { name: "Edit Page" });
    const historyTab = dialog.getByRole("tab", { name: "History" });
    // The tabs are reached and switched from the keyboard.
    await historyTab.focus();
    await page.keyboard.press("Enter");
    await expect(historyTab).toHaveAttribute("aria-selected", "true");
    const versions = dialog.getByRole("listitem");
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText(`${title} three`);
    await expect(versions.nth(0)).toContainText("(current version)");
    await expect(versions.nth(2)).toContainText(title);
    await expect(versions.nth(2)).toContainText("by admin");
    // Three saves within a minute: each has its own number and time, to the second.
    await expect(versions.nth(2)).toContainText("Version 1:");
    await expect(versions.nth(0)).toContainText("Version 3:");
    const times = await dialog.locator("li time").allTextContents();
    expect(times).toHaveLength(3);
    expect(
      times.every((time) => /^\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d$/.test(time)),
      times.join(" | "),
    ).toBe(true);

    const original = versions.nth(2);
    const compare = original.getByRole("button", { name: /^Compare version 1, of/ });
    await compare.press("Enter");
    await expect(compare).toHaveAttribute("aria-expanded", "true");
    const fields = original.getByRole("table", { name: "Fields that differ" });
    await expect(fields.getByRole("row", { name: /Page Title/ })).toContainText(`${title} three`);
    // The words that changed, as a visitor reads them...
    const words = original.getByRole("list", { name: "Changed paragraphs" });
    await expect(words.getByRole("listitem")).toHaveCount(1);
    await expect(words).toHaveText("[removed: First][added: Third] version of the text.");
    await expect(words.locator("del")).toHaveText("[removed: First]");
    await expect(words.locator("ins")).toHaveText("[added: Third]");
    await expect(original.getByRole("region", { name: "HTML changes" })).toHaveCount(0);
    // ...and the HTML one click away.
    await original.getByRole("button", { name: "Show HTML changes" }).click();
    const changes = original.getByRole("region", { name: "HTML changes" });
    await expect(changes).toContainText("<p>First version of the text.</p>");
    await expect(changes).toContainText("<p>Third version of the text.</p>");
    await expect(changes).toContainText("<h2>Our work</h2>");
    await ui.shot("page-history-compare");

    const restoreButton = original.getByRole("button", { name: /^Restore version 1, of/ });
    await restoreButton.click();
    const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
    await expect(confirm).toContainText("The current version stays in the history");
    await confirm.getByRole("button", { name: "Restore" }).click();
    await expect(confirm).toBeHidden();
    await expect(ui.toast("Revision restored: the page now shows that version")).toBeVisible();
    await expect(versions).toHaveCount(4);
    await expect(versions.nth(0)).toContainText(title);
    await expect(versions.nth(0)).not.toContainText(`${title} three`);

    await dialog.getByRole("tab", { name: "Edit" }).click();
    await expect(dialog.getByLabel("Page Title")).toHaveValue(title);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(editButton(title)).toBeVisible();

    await page.goto(`/page/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("First version of the text.");
    await expect(page.getByText("Preview — not published")).toHaveCount(0);
  });

  test("preview a draft from the pages table: a banner says it is not published", async ({ page, api, visitor }) => {
    const title = unique(PREFIX);
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await createPage(api, { title, slug, content: "<p>Not ready yet.</p>", isPublished: false });

    await page.goto("/admin/pages");
    const preview = page.getByRole("link", { name: `Preview ${title} (opens in a new tab)` });
    await expect(preview).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), preview.click()]);
    await expect(popup).toHaveURL(new RegExp(`/page/${slug}$`));
    await expect(popup.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(popup.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
    await expect(popup.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await shot(popup, "page-draft-preview");
    await popup.close();

    // Visitors get nothing at that address.
    expect((await visitor.get(`/page/${slug}`)).status()).toBe(404);
  });
});
