import { image, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Team";
test.use({ signedIn: true, leftovers: [{ url: "/api/team", field: "name", prefix: PREFIX }] });

test.describe("Team Management", () => {
  test("create with a photo, edit, reorder by keyboard and delete", async ({ page, api, consoleErrors, ui }) => {
    // A file that is not an image is refused with 400.
    consoleErrors.expect(/status of 400 .*\/api\/team\/upload/);
    const other = unique(`${PREFIX} Zed`);
    const created = await api.post("/api/team", {
      data: { name: other, designation: "Reviewer", description: "Checks things.", sortOrder: 0 },
    });
    expect(created.status()).toBe(201);

    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { name: "Team Management", level: 1 })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(other) })).toBeVisible();
    await ui.expectAccessible("on /admin/team");

    // Add: the validation messages first, with focus on the first invalid field.
    const addButton = page.getByRole("button", { name: "Add Team Member" });
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Designation is required")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

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
    await expect(dialog.getByText("Enter the LinkedIn profile URL (optional)")).toBeVisible();
    await ui.expectAccessible("with the Add Team Member dialog open");
    await ui.shot("team-dialog");
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Team member created successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

    const saved = ((await (await api.get("/api/team")).json()) as Array<Record<string, unknown>>).find(
      (m) => m.name === name,
    )!;
    expect(saved.linkedinUrl).toBeNull();
    expect(saved.sortOrder).toBe(999);
    expect(saved.imageUrl).toMatch(/^\/uploads\//);

    // Edit.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Team Member" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await edit.getByLabel("Designation").fill("Head of Accessibility");
    await edit.getByLabel("LinkedIn URL").fill("not a url");
    await edit.getByRole("button", { name: "Update Team Member" }).click();
    await expect(edit.getByText("LinkedIn URL must start with http:// or https://")).toBeVisible();
    await edit.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/ada");
    await edit.getByRole("button", { name: "Update Team Member" }).click();
    await expect(edit).toBeHidden();
    await expect(ui.toast("Team member updated successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Head of Accessibility");

    // Reorder by keyboard: the new member (999) is last; move it above the other one.
    await page.getByRole("tab", { name: "Reorder View" }).click();
    const list = page.getByRole("list", { name: "Team members in display order" });
    const items = list.getByRole("listitem");
    const ours = items.filter({ hasText: name });
    const beforeIndex = await ours.evaluate((li) => Array.from(li.parentElement!.children).indexOf(li));
    expect(beforeIndex).toBeGreaterThan(0);
    await ui.expectAccessible("on the Reorder View");
    await ui.shot("team-reorder");
    const handle = page.getByRole("button", { name: `Drag to reorder ${name}` });
    // No native title: a 'Drag to reorder' tooltip when the pointer rests on the handle.
    await expect(handle).not.toHaveAttribute("title");
    await handle.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Drag to reorder");
    await page.mouse.move(0, 0, { steps: 5 });
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await handle.focus();
    // dnd-kit measures the items after pick-up, so keys are pressed at a human pace.
    await page.keyboard.press("Space");
    // Screen readers hear the pick-up and the moves.
    await expect(page.getByText(new RegExp(`^Picked up ${name}\\. Position \\d+ of \\d+\\.$`))).toBeAttached();
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(new RegExp(`^${name} moved to position \\d+ of \\d+\\.$`))).toBeAttached();
    await page.waitForTimeout(200);
    await page.keyboard.press("Space");
    await expect(ui.toast("Team member order updated successfully")).toBeVisible();
    const afterIndex = await ours.evaluate((li) => Array.from(li.parentElement!.children).indexOf(li));
    expect(afterIndex).toBe(beforeIndex - 1);
    const order = (await (await api.get("/api/team")).json()) as Array<{ name: string; sortOrder: number }>;
    expect(order.map((m) => m.sortOrder)).toEqual(order.map((_, i) => i + 1));
    expect(order.findIndex((m) => m.name === name)).toBe(afterIndex);

    // Delete, answering the confirmation question.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this team member?");
    await ui.expectAccessible("with the delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(ui.toast("Team member deleted successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  });

  test("icon buttons: a tooltip after the pointer rests, at once on keyboard focus, Escape hides it", async ({
    page,
    api,
    ui,
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
    await ui.expectAccessible("with a tooltip open");
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
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await page.waitForTimeout(1000);
    await expect(tooltip).toHaveCount(0);
  });

  test("a failed reorder puts the server's order back and says so", async ({ page, api, consoleErrors, ui }) => {
    consoleErrors.expect(/status of 500 .*\/api\/team\/reorder/);
    const a = unique(`${PREFIX} One`);
    const b = unique(`${PREFIX} Two`);
    for (const [name, sortOrder] of [
      [a, 998],
      [b, 999],
    ] as const) {
      await api.post("/api/team", { data: { name, designation: "Tester", description: "Tests.", sortOrder } });
    }
    await page.route("**/api/team/reorder", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Database is down" }),
      }),
    );
    await page.goto("/admin/team");
    await page.getByRole("tab", { name: "Reorder View" }).click();
    const items = page.getByRole("list", { name: "Team members in display order" }).getByRole("listitem");
    const ours = async () =>
      (await items.allInnerTexts())
        .map((text) => text.split("\n").find((line) => line.startsWith(PREFIX)))
        .filter(Boolean);
    await expect.poll(ours).toEqual([a, b]);
    await page.getByRole("button", { name: `Move ${b} up` }).click();
    await expect(ui.toast("Failed to reorder team members: Database is down")).toBeVisible();
    await expect.poll(ours).toEqual([a, b]);
  });
});
