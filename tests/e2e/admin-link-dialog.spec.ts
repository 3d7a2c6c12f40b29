// The editor's link dialog opened from the toolbar with the mouse hands focus back to the text, as Ctrl+K does:
// typing straight after 'Add link' writes after the link, every time, and no keystroke goes anywhere else.
import { expect, test } from "./fixtures";

test.use({ signedIn: true });

test("after 'Add link' from the toolbar, typing goes on after the link, four times out of four", async ({ page }) => {
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "Add Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Page" });
  const editor = dialog.getByRole("textbox", { name: "Page Content" });
  const linkButton = dialog.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Link" });
  await editor.click();
  await page.keyboard.type("Read");

  for (let round = 1; round <= 4; round++) {
    await page.keyboard.type(" ");
    await linkButton.click();
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await linkDialog.getByLabel("Link address").fill(`/page/story-${round}`);
    await linkDialog.getByLabel("Link text").fill(`story ${round}`);
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await expect(linkDialog).toBeHidden();
    // Typed at once, without waiting for anything: the keys must land in the text, after the link.
    await page.keyboard.type("hi.");
    await expect(editor).toBeFocused();
  }

  await expect(editor.locator("p")).toHaveText("Read story 1hi. story 2hi. story 3hi. story 4hi.");
  await expect(editor.getByRole("link")).toHaveText(["story 1", "story 2", "story 3", "story 4"]);
  // Still the visual editor: no keystroke reached the toolbar (whose H would have opened the HTML view).
  await expect(
    dialog.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "HTML" }),
  ).toHaveAttribute("aria-pressed", "false");
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
});
