import fs from "node:fs";
import { expect, test } from "./fixtures";

test.use({ signedIn: true });

test.describe("Backups", () => {
  test("makes a backup of the running site by keyboard, lists it and downloads it", async ({ page, ui }) => {
    await page.goto("/admin/team");
    await page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "Backups" }).click();
    await expect(page).toHaveURL(/\/admin\/backups$/);
    await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Backups \| .+ CMS$/);
    // This server runs without BACKUP_SCHEDULE, and no administrator has switched automatic backups on.
    await expect(page.getByText(/^Off\. Switch them on below/)).toBeVisible();
    // The list, or its empty state, once loaded: an earlier journey on this server may have made a backup already.
    await expect(
      page.getByRole("table", { name: "Backups, newest first" }).or(page.getByText("No backups yet")),
    ).toBeVisible();

    const backUp = page.getByRole("button", { name: "Back up now" });
    await backUp.focus();
    await page.keyboard.press("Enter");
    await expect(ui.toast("Backup made")).toBeVisible();
    const table = page.getByRole("table", { name: "Backups, newest first" });
    const newest = table.getByRole("row").nth(1);
    await expect(newest).toContainText("Back up now");
    await expect(newest).toContainText(/\d[\d,]* rows in \d+ tables, \d+ uploaded files?/);
    await expect(backUp).toBeEnabled();
    await ui.shot("backups");

    // The rows per table open from the keyboard.
    await newest.getByText("Rows per table").focus();
    await page.keyboard.press("Enter");
    await expect(newest.getByText("users", { exact: true })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await newest.getByRole("link", { name: /^Download the backup of/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/);
    const bytes = fs.readFileSync((await download.path())!);
    // A gzip stream, as large as the list says.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
