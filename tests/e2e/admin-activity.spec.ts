import { teamMemberBody } from "@shared/test/rows";
import { expect, test, unique } from "./fixtures";

test.use({ signedIn: true });

test.describe("Activity", () => {
  test("lists what administrators just did and filters it", async ({ page, ui }) => {
    // Two changes through the API, as the admin screens would make them.
    const name = unique("Activity Ada");
    const created = await page.request.post("/api/team", {
      data: teamMemberBody({ name }),
    });
    expect(created.ok()).toBeTruthy();
    const { id } = (await created.json()) as { id: number };
    expect((await page.request.delete(`/api/team/${id}`)).status()).toBe(204);

    await page.goto("/admin/team");
    await page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Activity \| .+ CMS$/);
    const table = page.getByRole("table", { name: /Activity, newest first/ });
    await expect(table).toBeVisible();
    // Newest first: the deletion, then the creation named after the new member.
    const rows = table.getByRole("row");
    await expect(rows.nth(1)).toContainText("Deleted");
    await expect(rows.nth(1)).toContainText(`Team member #${id}`);
    await expect(rows.nth(2)).toContainText("Created");
    await expect(rows.nth(2)).toContainText(name);
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText("admin");
    await expect(page.getByRole("status").filter({ hasText: /^Page 1 of \d+$/ })).toBeVisible();
    await ui.shot("activity");
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: "/tmp/admin-shots/activity-table-phone.png" });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Only creations of team members by this administrator, today.
    await page.getByLabel("Action").selectOption({ label: "Created" });
    await page.getByLabel("Item type").selectOption({ label: "Team member" });
    await page.getByLabel("User").fill("admin");
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    await page.getByLabel("From").fill(day);
    await page.getByLabel("To").fill(day);
    // Enter in a field applies the filters, as in any form.
    await page.getByLabel("User").press("Enter");
    await expect(table.getByRole("row").nth(1)).toContainText(name);
    await expect(table.getByText("Deleted", { exact: true })).toHaveCount(0);

    // A filter nothing matches says so, and clearing brings the whole log back.
    await page.getByLabel("User").fill("nobody-by-this-name");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No activity matches these filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(table.getByRole("row").nth(1)).toContainText("Deleted");
  });

  test("pages with Previous and Next from the keyboard", async ({ page }) => {
    // More entries than one page holds (25): each creation and deletion is one.
    for (let i = 0; i < 13; i++) {
      const res = await page.request.post("/api/team", {
        data: teamMemberBody({ name: unique("Pager") }),
      });
      expect(res.ok()).toBeTruthy();
      const { id } = (await res.json()) as { id: number };
      expect([204, 404]).toContain((await page.request.delete(`/api/team/${id}`)).status());
    }
    await page.goto("/admin/activity");
    const next = page.getByRole("button", { name: "Next page" });
    await expect(page.getByRole("status").filter({ hasText: /^Page 1 of \d+$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Page 2 of \d+$/ })).toBeVisible();
    await expect(page.getByRole("table", { name: /page 2 of/ })).toBeVisible();
    await expect(next).toBeFocused();
    await page.getByRole("button", { name: "Previous page" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Page 1 of \d+$/ })).toBeVisible();
  });
});
