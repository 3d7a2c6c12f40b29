// What only the testimonials' screen shows in a browser: its dialog's width and layout. The journey every collection
// shares (add with uploads, edit, keyboard reorder, delete) is in admin-collections.spec.ts; the dialog's checks are
// in testimonial-dialog.test.tsx.
import { expect, test } from "./fixtures";

test.use({ signedIn: true });

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
});
