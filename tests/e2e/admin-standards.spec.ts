import { unique, expect, test } from "./fixtures";

const PREFIX = "E2E Region";
test.use({ signedIn: true, leftovers: [{ url: "/api/standards", field: "title", prefix: PREFIX }] });
const EU_SUBTITLE = "EU directives for accessible products, services and public sector websites";

test.describe("standards regions", () => {
  test.afterEach(async ({ api }) => {
    // Put back the seeded subtitle the journey changes.
    const rows = (await (await api.get("/api/standards")).json()) as { id: number; title: string }[];
    const eu = rows.find((row) => row.title === "European Union");
    if (eu) await api.put(`/api/standards/${eu.id}`, { data: { subtitle: EU_SUBTITLE } });
  });

  test("an administrator edits a subtitle, adds a region and moves it up by keyboard, and /standards shows it at once", async ({
    page,
    ui,
  }) => {
    // Three pages checked by axe at two widths each: slow on a busy machine.
    test.slow();
    await page.goto("/admin/standards");
    await expect(page.getByRole("heading", { name: "Manage Standards", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Standards Management \| /);
    await expect(
      page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "Standards" }),
    ).toHaveAttribute("aria-current", "page");
    // The four seeded regions are listed with the titles of their details.
    await expect(page.getByRole("article", { name: "Canada" })).toContainText("3 details: ACA");

    // Edit the European Union's subtitle, by keyboard only.
    const editButton = page.getByRole("button", { name: "Edit region: European Union" });
    await editButton.focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Region" });
    await expect(edit.getByLabel("Region title")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(edit.getByLabel("Subtitle")).toBeFocused();
    const subtitle = unique("Directives for products, services and public websites");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(subtitle);
    await page.keyboard.press("Enter");
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    await expect(ui.toast("Region updated successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: "European Union" })).toContainText(subtitle);

    // Add a region with one detail, by keyboard only.
    const addButton = page.getByRole("button", { name: "Add New Region" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Region" });
    await expect(dialog.getByLabel("Region title")).toBeFocused();
    const title = unique(`${PREFIX} Australia`);
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Federal disability discrimination law");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("radio", { name: "Government building" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "Globe" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Detail 1 title")).toBeFocused();
    await page.keyboard.type("DDA (Disability Discrimination Act)");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Detail 1 description")).toBeFocused();
    await page.keyboard.type("Makes disability discrimination unlawful, websites included.");
    await ui.expectAccessible("with the Add New Region dialog open");
    await ui.shot("standards-dialog");
    await dialog.getByRole("button", { name: "Add Region" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Region added successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: title })).toContainText("1 detail: DDA");
    // Move it one place up, by keyboard: it now comes before the WCAG region.
    await page.getByRole("button", { name: `Move ${title} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(ui.toast("Region order updated successfully")).toBeVisible();
    await expect(page.getByRole("article")).toHaveText([
      /United States/,
      /European Union/,
      /Canada/,
      new RegExp(title),
      /WCAG Standards/,
    ]);
    await ui.expectAccessible("on /admin/standards");
    await ui.shot("standards");

    // The public page shows both at once, the new region where it was moved to.
    await page.goto("/standards");
    const regions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
    await expect(regions).toHaveCount(5);
    await expect(regions.nth(1)).toContainText(subtitle);
    await regions.nth(3).click();
    await expect(regions.nth(3)).toContainText(title);
    await expect(regions.nth(4)).toContainText("WCAG Standards");
    await expect(page.getByText("Makes disability discrimination unlawful, websites included.")).toBeVisible();
    await ui.expectAccessible("on /standards with an added region open");
  });
});
