// The media library as an owner uses it: an image uploaded once, with its alt text, is picked in the page editor and
// shows that alt text on the published page; the library lists the page as a use, refuses to delete the image while
// it is used, and "Replace file" changes the picture on the page.
import fs from "node:fs";
import { expect, image, test, unique } from "./fixtures";

const PREFIX = "E2E Media";

test.use({ signedIn: true, leftovers: [{ url: "/api/pages", field: "title", prefix: PREFIX }] });

test("an image picked from the library keeps its alt text on the published page, and is refused deletion while used", async ({
  page,
  api,
  ui,
}) => {
  const name = unique(PREFIX);
  const alt = `Proofreader checking a braille page ${name.slice(-5)}`;
  const uploaded = await api.post("/api/media", {
    multipart: { image: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: fs.readFileSync(image("photo.jpg")) } },
  });
  expect(uploaded.status()).toBe(201);
  const entry = (await uploaded.json()) as { id: number; url: string; name: string };
  expect((await api.patch(`/api/media/${entry.id}`, { data: { altText: alt } })).ok()).toBe(true);

  // Picked in the page editor, with the library's alt text.
  const title = unique(PREFIX);
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "Add Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Page" });
  await dialog.getByLabel("Page Title").fill(title);
  const editor = dialog.getByRole("textbox", { name: "Page Content" });
  await editor.click();
  await page.keyboard.type("Our proofreading desk.");
  await page.keyboard.press("Control+Alt+m");
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByRole("button", { name: "Choose from library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose from library" });
  await picker.getByRole("searchbox", { name: "Search images" }).fill(name);
  // By keyboard, as the picker's radio buttons are meant to be used.
  const option = picker.getByRole("radio", { name: entry.name });
  await option.focus();
  await page.keyboard.press("Space");
  await expect(option).toBeChecked();
  await expect(picker.getByText(alt)).toBeVisible();
  await picker.getByRole("button", { name: "Use image" }).click();
  await expect(picker).toBeHidden();
  await expect(imageDialog.getByLabel("Alt text")).toHaveValue(alt);
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(editor.getByRole("img", { name: alt })).toBeVisible();
  await dialog.getByRole("button", { name: "Create Page" }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/page/${slug}`);
  const shown = page.getByRole("main").getByRole("img", { name: alt });
  await expect(shown).toBeVisible();
  const before = await shown.getAttribute("src");

  // The library lists the page, and will not delete the image while the page shows it.
  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: entry.name }).click();
  const details = page.getByRole("dialog", { name: entry.name });
  await expect(details.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await ui.shot("media-details");
  await details.getByRole("button", { name: "Delete image" }).click();
  const refuse = page.getByRole("alertdialog", { name: `“${entry.name}” cannot be deleted` });
  await expect(refuse.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(refuse.getByRole("button", { name: "Close" })).toBeFocused();
  expect((await api.delete(`/api/media/${entry.id}`)).status()).toBe(409);
  await refuse.getByRole("button", { name: "Close" }).click();

  // Replacing the file changes the picture on the page, and keeps its alt text.
  await details.getByLabel(/Replace file/).setInputFiles(image("photo.webp"));
  await expect(ui.toast("File replaced")).toBeVisible();
  await page.goto(`/page/${slug}`);
  await expect(shown).toBeVisible();
  expect(await shown.getAttribute("src")).not.toBe(before);
});
