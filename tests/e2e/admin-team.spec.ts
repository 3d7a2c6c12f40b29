// What only the team's screen does in a browser: the photo's real upload, and the icon buttons' tooltips. The
// journey every collection shares (add, edit, keyboard reorder, delete) is in admin-collections.spec.ts; the
// dialog's checks are in team-member-dialog.test.tsx, the views' states in team-screen.test.tsx, and a failed
// reorder's rollback in use-reorder.test.tsx.
import { image, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Team";
test.use({ signedIn: true, leftovers: [{ url: "/api/team", field: "name", prefix: PREFIX }] });

test.describe("Team Management", () => {
  test("a photo goes through the server: a file that is not an image is refused, an image is kept with the member", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // The server looks inside the file and answers 400.
    consoleErrors.expect(/status of 400 .*\/api\/team\/upload/);
    await page.goto("/admin/team");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    const name = unique(`${PREFIX} Ada`);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Designation").fill("Accessibility Lead");
    await dialog.getByLabel("Description").fill("Leads our audits.");
    // A file still over 1 MB after scaling is refused in the browser: admin-image-scaling.spec.ts.
    const picker = dialog.getByLabel("Profile Image");
    await picker.setInputFiles(image("not-an-image.png"));
    await expect(dialog.getByText(/Failed to upload image: The file is not a supported image/)).toBeVisible();
    await picker.setInputFiles(image("logo.png"));
    await expect(dialog.getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\//);
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expect(dialog).toBeHidden();

    const saved = ((await (await api.get("/api/team")).json()) as Array<Record<string, unknown>>).find(
      (m) => m.name === name,
    )!;
    expect(saved.imageUrl).toMatch(/^\/uploads\//);
    await page.getByRole("tab", { name: "Reorder View" }).click();
    await expect(page.getByRole("listitem").getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\//);
  });

  test("icon buttons: a tooltip after the pointer rests, at once on keyboard focus, Escape hides it", async ({
    page,
    api,
  }) => {
    const name = unique(`${PREFIX} Tip`);
    await api.post("/api/team", { data: { name, designation: "Tester", description: "Tests.", sortOrder: 1 } });
    await page.goto("/admin/team");
    const edit = page.getByRole("button", { name: `Edit ${name}` });
    const tooltip = page.getByRole("tooltip");
    await expect(edit).not.toHaveAttribute("title");

    // The pointer: nothing at first, the label after about 700 ms, gone when the pointer leaves.
    await edit.hover();
    await page.waitForTimeout(300);
    await expect(tooltip).toHaveCount(0);
    await expect(tooltip).toHaveText(`Edit ${name}`);
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await page.mouse.move(0, 0, { steps: 5 }); // a real pointer moves in steps, not one jump
    await expect(tooltip).toHaveCount(0);

    // The keyboard: at once on focus; Escape hides it and focus stays.
    await page.getByRole("tab", { name: "Table View" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("aria-label", /^Edit /);
    const label = await focused.getAttribute("aria-label");
    await expect(tooltip).toHaveText(label!, { timeout: 500 });
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(focused).toBeFocused();

    // A dialog opened and closed with the mouse hands focus back without a tooltip popping up.
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit Team Member" });
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await page.waitForTimeout(1000);
    await expect(tooltip).toHaveCount(0);
  });
});
