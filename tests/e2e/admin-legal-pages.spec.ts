import { adminApi, signInPage, expect, test } from "./fixtures";

// The privacy policy, terms and accessibility statement are content pages, seeded on a fresh install and edited in
// Page Management; the footer links to them, so they keep their address and stay published.
type PageRow = { id: number; slug: string; title: string; content: string; updatedAt: string };

const privacyRow = async (request: Parameters<typeof adminApi>[0]) => {
  const rows = (await (await request.get("/api/pages")).json()) as PageRow[];
  return rows.find((row) => row.slug === "privacy")!;
};

test.describe("legal pages", () => {
  let original: PageRow | undefined;

  test.afterEach(async ({ api }) => {
    if (!original) return;
    const now = await privacyRow(api);
    await api.put(`/api/pages/${now.id}`, { data: { title: original.title, content: original.content } });
  });

  test("an administrator edits the privacy policy by keyboard, and /privacy shows it at once", async ({
    page,
    api,
    ui,
  }) => {
    original = await privacyRow(api);

    // As a fresh install has it: today's words at /privacy, where /page/privacy leads.
    await page.goto("/page/privacy");
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "What we collect",
      "Your rights",
    ]);
    await expect(page).toHaveTitle("Privacy Policy | AccessAble Content");

    await signInPage(page);
    await page.goto("/admin/pages");
    const row = page.getByRole("row", { name: /Privacy Policy/ });
    await expect(row).toContainText("In the footer menu: cannot be deleted, unpublished or moved");
    await expect(row.getByRole("button", { name: "Delete Privacy Policy" })).toBeDisabled();

    const editButton = row.getByRole("button", { name: "Edit Privacy Policy" });
    await editButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Page" });
    await expect(
      dialog.getByText(
        "The footer links to this page, so it cannot be deleted, unpublished or given another slug. Remove it from the footer menu first.",
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel("URL Slug")).toHaveAttribute("readonly", "");
    await expect(dialog.getByLabel("Publish page")).toHaveCount(0);

    // Add a paragraph at the end of the content, by keyboard only.
    const editor = dialog.getByRole("textbox", { name: "Page Content" });
    await editor.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("We keep access logs for thirty days.");
    await dialog.getByRole("button", { name: "Update Page" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(ui.toast("Page updated successfully")).toBeVisible();

    await page.goto("/privacy");
    await expect(page.getByText("We keep access logs for thirty days.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "What we collect",
      "Your rights",
    ]);
  });
});
