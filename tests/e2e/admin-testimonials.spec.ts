import { image, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Testimonial Co";
test.use({ signedIn: true, leftovers: [{ url: "/api/testimonials", field: "clientName", prefix: PREFIX }] });

test.describe("Testimonials", () => {
  test("the testimonial dialog has the logo dialog's medium width, and its form fits inside it", async ({
    page,
    ui,
  }) => {
    await page.goto("/admin/logos");
    await page.getByRole("button", { name: "Add New Logo" }).click();
    const logoDialog = page.getByRole("dialog", { name: "Add New Client Logo" });
    const logoWidth = (await logoDialog.boundingBox())!.width;
    await page.keyboard.press("Escape");
    await expect(logoDialog).toBeHidden();

    await page.goto("/admin/testimonials");
    await page.getByRole("button", { name: "Add New Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Testimonial" });
    await expect(dialog.getByLabel("Company Logo (Optional)")).toBeAttached();
    expect((await dialog.boundingBox())!.width).toBe(logoWidth);
    expect(logoWidth).toBeLessThan(500);
    // Nothing is cut off: the dialog does not scroll sideways and each file picker shows its whole button.
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const label of ["Person Avatar (Optional)", "Company Logo (Optional)"]) {
      expect(
        await dialog.getByLabel(label).evaluate((el) => el.scrollWidth - el.clientWidth),
        label,
      ).toBeLessThanOrEqual(0);
    }
    await ui.shot("testimonial-dialog-width");
  });

  test("add with avatar and company logo, edit, reorder by keyboard, delete", async ({
    page,
    api,
    consoleErrors,
    ui,
  }) => {
    // A file that is not an image is refused with 400.
    consoleErrors.expect(/status of 400 .*\/api\/testimonials\/upload\/avatar/);
    const existing = unique(`${PREFIX} First`);
    await api.post("/api/testimonials", {
      data: {
        clientName: existing,
        personName: "Pat Lee",
        personTitle: "Editor",
        content: "Great work.",
        sortOrder: 1000,
      },
    });

    await page.goto("/admin/testimonials");
    await expect(page.getByRole("heading", { name: "Manage Testimonials", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Testimonials Management \| /);

    const addButton = page.getByRole("button", { name: "Add New Testimonial" });
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add New Testimonial" });
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(dialog.getByText("Client / company name is required")).toBeVisible();
    await expect(dialog.getByText("Person name is required")).toBeVisible();
    await expect(dialog.getByText("Title / position is required")).toBeVisible();
    await expect(dialog.getByText("Testimonial content is required")).toBeVisible();
    await expect(dialog.getByLabel("Client / Company Name")).toBeFocused();

    const client = unique(`${PREFIX} Second`);
    await dialog.getByLabel("Client / Company Name").fill(client);
    await dialog.getByLabel("Person Name").fill("Robin Diaz");
    await dialog.getByLabel("Title / Position").fill("Head of Production");
    await dialog.getByLabel("Testimonial Content").fill("Our EPUBs finally work with screen readers.");
    await dialog.getByLabel("Person Avatar (Optional)").setInputFiles(image("not-an-image.png"));
    await expect(ui.toast("Avatar upload failed")).toBeVisible();
    await dialog.getByLabel("Person Avatar (Optional)").setInputFiles(image("photo.webp"));
    await expect(dialog.getByRole("img", { name: "Robin Diaz" })).toHaveAttribute("src", /^\/uploads\//);
    await dialog.getByLabel("Company Logo (Optional)").setInputFiles(image("pixel.gif"));
    await expect(dialog.getByRole("img", { name: client })).toHaveAttribute("src", /^\/uploads\//);
    await ui.expectAccessible("with the Add New Testimonial dialog open");
    await ui.shot("testimonial-dialog");
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Testimonial created successfully")).toBeVisible();
    const card = page.getByRole("article", { name: `Testimonial from ${client}` });
    await expect(card).toContainText("“Our EPUBs finally work with screen readers.”");
    await expect(card.getByRole("img", { name: "Robin Diaz" })).toBeVisible();
    await ui.expectAccessible("on /admin/testimonials");
    await ui.shot("testimonials");

    // Edit.
    await page.getByRole("button", { name: `Edit testimonial from ${client}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
    await edit.getByLabel("Title / Position").fill("Director of Production");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(ui.toast("Testimonial updated successfully")).toBeVisible();
    await expect(card).toContainText("Director of Production");

    // Reorder by keyboard: the new card is after the existing one; move it before.
    const names = async () =>
      ((await (await api.get("/api/testimonials")).json()) as Array<{ clientName: string }>)
        .map((t) => t.clientName)
        .filter((n) => n.startsWith(PREFIX));
    expect(await names()).toEqual([existing, client]);
    const handle = page.getByRole("button", { name: `Drag to reorder Robin Diaz (${client})` });
    await handle.focus();
    // dnd-kit measures the items after pick-up, so keys are pressed at a human pace.
    await page.keyboard.press("Space");
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowLeft");
    await page.waitForTimeout(200);
    await page.keyboard.press("Space");
    await expect.poll(names).toEqual([client, existing]);

    // Delete.
    await page.getByRole("button", { name: `Delete testimonial from ${client}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `This will permanently delete the testimonial from ${client}. This action cannot be undone.`,
    );
    await ui.expectAccessible("with the testimonial delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(ui.toast("Testimonial deleted successfully")).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
