// What only the testimonials' screen shows in a browser: its dialog's width and layout, and the focus kept on a card
// its move buttons take to the top of the grid. The journey every collection shares (add with uploads, edit,
// keyboard reorder, delete) is in admin-collections.spec.ts; the dialog's checks are in testimonial-dialog.test.tsx,
// the move buttons' in sortable-list.test.tsx.
import { createTestimonial, unique } from "./arrange";
import { expect, test } from "./fixtures";

const PREFIX = "E2E Move";

test.use({
  signedIn: true,
  leftovers: [[{ url: "/api/testimonials", field: "clientName", prefix: PREFIX }], { scope: "test" }],
});

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
    // Nothing is cut off: the dialog does not scroll sideways and each image field shows its whole buttons.
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const label of ["Person Avatar (Optional)", "Company Logo (Optional)"]) {
      expect(
        await dialog.getByRole("group", { name: label }).evaluate((el) => el.scrollWidth - el.clientWidth),
        label,
      ).toBeLessThanOrEqual(0);
    }
    await ui.shot("testimonial-dialog-width");
  });

  test("a testimonial moved to the top with its button keeps the focus on its own controls", async ({ page, api }) => {
    const client = unique(PREFIX);
    const label = `Bo Kim (${client})`;
    await createTestimonial(api, { clientName: unique(`${PREFIX} Other`), sortOrder: 1000 });
    await createTestimonial(api, { clientName: client, personName: "Bo Kim", sortOrder: 1001 });
    await page.goto("/admin/testimonials");
    const list = page.getByRole("list", { name: "Testimonials in display order" });
    const card = list.getByRole("article", { name: `Testimonial from ${client}` });
    const up = card.getByRole("button", { name: `Move ${label} up` });
    await expect(up).toBeEnabled();
    const items = list.getByRole("listitem");
    const count = await items.count();
    const from = await items.evaluateAll((lis, name) => lis.findIndex((li) => li.textContent!.includes(name)), client);

    await up.focus();
    for (let position = from; position > 0; position--) {
      await page.keyboard.press("Enter");
      await expect(items.nth(position - 1)).toContainText(client);
    }
    await expect(page.getByText(`${label} moved to position 1 of ${count}`)).toBeAttached();
    await expect(up).toBeDisabled();
    await expect(card.getByRole("button", { name: `Move ${label} down` })).toBeFocused();
  });
});
