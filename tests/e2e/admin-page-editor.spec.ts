import { unique, expect, test } from "./fixtures";

const PREFIX = "E2E Editor";
test.use({ signedIn: true, leftovers: [{ url: "/api/pages", field: "title", prefix: PREFIX }] });

test.describe("Page editor", () => {
  test("write a page by keyboard alone, fix what the accessibility check reports, publish it, restore it after an edit", async ({
    page,
    ui,
  }) => {
    // The editor and axe-core download only once the page dialog opens.
    const heavy: string[] = [];
    page.on(
      "request",
      (request) => /\/assets\/(rich-text-editor|run-check|axe\.min)-/.test(request.url()) && heavy.push(request.url()),
    );
    await page.goto("/admin/pages");
    const addButton = page.getByRole("button", { name: "Add Page" });
    await expect(addButton).toBeVisible();
    expect(heavy).toEqual([]);
    await addButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Page" });
    const title = unique(PREFIX);
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await expect(dialog.getByLabel("Page Title")).toBeFocused();
    await page.keyboard.type(title);

    // Tab reaches the toolbar once, after the button that gives the editor the whole window; arrows, Home and End
    // move inside it. The editor loads after the dialog opens: until it is there, Tab would pass it by.
    const toolbar = dialog.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar).toBeVisible();
    await page.keyboard.press("Tab"); // slug
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Full window" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("Heading 2 (Ctrl+Alt+2)");
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "HTML" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
    await page.keyboard.press("Tab");
    const editor = dialog.getByRole("textbox", { name: "Page Content" });
    await expect(editor).toBeFocused();
    expect(heavy.some((url) => url.includes("/rich-text-editor-"))).toBe(true);

    // A level 3 heading straight after the title, and a link that says "click here".
    await page.keyboard.press("Control+Alt+3");
    await page.keyboard.type("Our services");
    await page.keyboard.press("Enter");
    await page.keyboard.type("We convert documents into accessible formats. For details ");
    await page.keyboard.press("Control+k");
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await expect(linkDialog.getByLabel("Link address")).toBeFocused();
    await page.keyboard.type("/services");
    await page.keyboard.press("Tab");
    await page.keyboard.type("click here");
    await page.keyboard.press("Enter");
    await expect(linkDialog).toBeHidden();
    await expect(editor).toBeFocused();
    await page.keyboard.type(".");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Shift+8");
    await page.keyboard.type("PDF/UA");
    await page.keyboard.press("Enter");
    await page.keyboard.type("EPUB");

    const check = dialog.getByRole("region", { name: "Accessibility check" });
    await expect(check.getByRole("status")).toHaveText("2 accessibility problems");
    expect(heavy.some((url) => url.includes("/axe.min-"))).toBe(true);
    await expect(check).toContainText(
      '"Our services" is a level 3 heading after the page title, which skips a level. Use level 2.',
    );
    await expect(check).toContainText('A link says "click here", which does not tell where it goes.');
    await ui.shot("page-editor-problems");

    // Publishing with problems asks first; cancelling goes back to the form.
    await dialog.getByRole("button", { name: "Create Page" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Publish with 2 accessibility problems?" });
    await expect(confirm).toBeVisible();
    // Escape goes to the dialog that holds the focus: until the question has taken it, the page's dialog would close.
    await expect(confirm.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Create Page" })).toBeFocused();

    // Show takes the cursor to the heading; Ctrl+Alt+2 makes it level 2.
    await check.getByRole("button", { name: /^Show where: "Our services"/ }).focus();
    await page.keyboard.press("Enter");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Control+Alt+2");
    await expect(editor.getByRole("heading", { level: 2, name: "Our services" })).toBeVisible();
    await expect(check.getByRole("status")).toHaveText("1 accessibility problem");

    // Show takes the cursor to the link; Ctrl+K edits its words.
    await check.getByRole("button", { name: /^Show where: A link says/ }).focus();
    await page.keyboard.press("Enter");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Control+k");
    const editLink = page.getByRole("dialog", { name: "Edit link" });
    await expect(editLink.getByLabel("Link address")).toHaveValue("/services");
    await page.keyboard.press("Tab");
    await expect(editLink.getByLabel("Link text")).toHaveValue("click here");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("see our conversion services");
    await page.keyboard.press("Enter");
    await expect(editLink).toBeHidden();
    await expect(check.getByRole("status")).toHaveText("No accessibility problems found");

    // The HTML view shows the clean source the editor wrote.
    await toolbar.getByRole("button", { name: "HTML" }).focus();
    await page.keyboard.press("Enter");
    await expect(toolbar.getByRole("button", { name: "HTML" })).toHaveAttribute("aria-pressed", "true");
    const source = dialog.getByRole("textbox", { name: "Page Content" });
    await expect(source).toHaveValue(
      '<h2>Our services</h2><p>We convert documents into accessible formats. For details <a href="/services">see our conversion services</a>.</p><ul><li><p>PDF/UA</p></li><li><p>EPUB</p></li></ul>',
    );
    await page.keyboard.press("Control+Alt+h");
    await expect(editor).toBeFocused();

    await dialog.getByRole("button", { name: "Create Page" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(ui.toast("Page created successfully")).toBeVisible();

    await page.goto(`/page/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "Our services" })).toBeVisible();
    await expect(page.getByRole("link", { name: "see our conversion services" })).toHaveAttribute("href", "/services");

    // A later edit, still by keyboard, then the published version restored from the history.
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Page" });
    const content = edit.getByRole("textbox", { name: "Page Content" });
    await content.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A sentence that is later taken back.");
    await expect(edit.getByRole("region", { name: "Accessibility check" }).getByRole("status")).toHaveText(
      "No accessibility problems found",
    );
    await edit.getByRole("button", { name: "Update Page" }).focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeHidden();
    await expect(ui.toast("Page updated successfully")).toBeVisible();

    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    const history = page.getByRole("dialog", { name: "Edit Page" });
    await history.getByRole("tab", { name: "History" }).focus();
    await page.keyboard.press("Enter");
    const versions = history.getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await versions
      .nth(1)
      .getByRole("button", { name: /^Restore version 1, of/ })
      .focus();
    await page.keyboard.press("Enter");
    const restore = page.getByRole("alertdialog", { name: "Restore version 1?" });
    await restore.getByRole("button", { name: "Restore" }).focus();
    await page.keyboard.press("Enter");
    await expect(ui.toast("Revision restored: the page now shows that version")).toBeVisible();
    await expect(versions).toHaveCount(3);

    await page.goto(`/page/${slug}`);
    await expect(page.getByRole("link", { name: "see our conversion services" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("A sentence that is later taken back.");
  });

  test("insert an uploaded image with alt text, or as decorative", async ({ page }) => {
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: "Add Page" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Page" });
    await dialog.getByLabel("Page Title").fill(unique(PREFIX));
    const editor = dialog.getByRole("textbox", { name: "Page Content" });
    await editor.click();
    await page.keyboard.type("Our team.");
    await page.keyboard.press("Control+Alt+m");
    const imageDialog = page.getByRole("dialog", { name: "Insert image" });
    await imageDialog.getByLabel("Upload an image").setInputFiles("tests/fixtures/images/photo.jpg");
    await expect(imageDialog.getByLabel("Image address")).toHaveValue(/^\/uploads\//);
    const uploaded = await imageDialog.getByLabel("Image address").inputValue();
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await expect(imageDialog.getByText("Describe the image, or mark it as decorative")).toBeVisible();
    await imageDialog.getByLabel("Alt text").fill("Five people around a table reviewing a braille proof");
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await expect(imageDialog).toBeHidden();
    await expect(
      editor.getByRole("img", { name: "Five people around a table reviewing a braille proof" }),
    ).toBeVisible();

    await page.keyboard.press("Control+Alt+m");
    await imageDialog.getByLabel("Image address").fill(uploaded);
    await imageDialog.getByLabel("Decorative image").check();
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await expect(imageDialog).toBeHidden();

    // The link dialog, opened with nothing selected, asks for both address and words.
    await page.keyboard.press("Control+k");
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await expect(linkDialog.getByText("Enter the words the link shows")).toBeVisible();
    await linkDialog.getByRole("button", { name: "Cancel", exact: true }).click();

    await toolbar(page).getByRole("button", { name: "HTML" }).click();
    await expect(dialog.getByRole("textbox", { name: "Page Content" })).toHaveValue(
      `<p>Our team.</p><img src="${uploaded}" alt="Five people around a table reviewing a braille proof"><img src="${uploaded}" alt="">`,
    );
  });
});

const toolbar = (page: import("@playwright/test").Page) => page.getByRole("toolbar", { name: "Formatting" });
