// Administrators and the signed-in administrator's own account. The shared e2e administrator's password is never
// changed here (every other journey signs in with it): the own-password journey runs as an administrator it adds.
import type { Browser } from "@playwright/test";
import { ADMIN, shot, toastWith, expect, test } from "./fixtures";

const PREFIX = "e2e-acct-";
const FIRST_PASSWORD = "first-password-1";
const RESET_PASSWORD = "reset-password-2";
const OWN_PASSWORD = "own-password-3";

/**
 * A separate browser (its own cookies) signed in through the sign-in form with a password another administrator
 * chose: the CMS asks for a password of their own first.
 */
async function signInElsewhere(browser: Browser, baseURL: string, username: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /Sign In/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toHaveCount(0);
  return { context, page };
}

test.use({ signedIn: true });

test.describe("Administrators and Account", () => {
  test.afterEach(async ({ api }) => {
    const admins = (await (await api.get("/api/admins")).json()) as Array<{ id: number; username: string }>;
    for (const admin of admins.filter((a) => a.username.startsWith(PREFIX))) {
      await api.delete(`/api/admins/${admin.id}`);
    }
  });

  test("add an administrator, reset their password, they must choose their own, then they are removed", async ({
    page,
    browser,
    baseURL,
    consoleErrors,
    ui,
  }) => {
    // One long journey through three browsers.
    test.setTimeout(300_000);
    // The duplicate username is answered 409, which Chromium logs.
    consoleErrors.expect(/status of 409 /);
    const username = `${PREFIX}${Date.now().toString(36).slice(-5)}`;
    await page.goto("/admin/team");
    // Both screens are in the sidebar.
    const sidebar = page.getByRole("navigation", { name: "Admin Dashboard" });
    await expect(sidebar.getByRole("link", { name: "Account" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Administrators" }).click();

    await expect(page.getByRole("heading", { name: "Administrators", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Administrators \| .+ CMS$/);
    const ownRow = page.getByRole("row", { name: new RegExp(`^${ADMIN.username} \\(you\\)`) });
    await expect(ownRow).toBeVisible();
    await expect(ownRow.getByRole("button", { name: /Remove/ })).toHaveCount(0);
    await expect(ownRow.getByRole("link", { name: "Change your password" })).toBeVisible();
    await ui.shot("admins");

    // Add: the form checks the confirmation before anything is sent.
    await page.getByRole("button", { name: "Add Administrator" }).click();
    const addDialog = page.getByRole("dialog", { name: "Add Administrator" });
    await addDialog.getByLabel("Username").fill(username);
    await addDialog.getByLabel("E-mail (optional)").fill("new.admin@example.com");
    await addDialog.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD);
    await addDialog.getByLabel("Confirm password").fill("something-else");
    await addDialog.getByRole("button", { name: "Add Administrator" }).click();
    await expect(addDialog.getByText("The passwords do not match")).toBeVisible();
    await ui.shot("admins-add");
    await addDialog.getByLabel("Confirm password").fill(FIRST_PASSWORD);
    await addDialog.getByRole("button", { name: "Add Administrator" }).click();
    await expect(addDialog).toBeHidden();
    await expect(ui.toast(`${username} can now sign in.`)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(username) });
    await expect(row).toContainText("new.admin@example.com");
    await expect(row.getByRole("rowheader")).toContainText("Must change password");

    // A username taken in another case is refused on the field.
    await page.getByRole("button", { name: "Add Administrator" }).click();
    await addDialog.getByLabel("Username").fill(username.toUpperCase());
    await addDialog.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD);
    await addDialog.getByLabel("Confirm password").fill(FIRST_PASSWORD);
    await addDialog.getByRole("button", { name: "Add Administrator" }).click();
    await expect(addDialog.getByText("That username is already taken")).toBeVisible();
    await addDialog.getByRole("button", { name: "Cancel", exact: true }).click();

    // The new administrator signs in in another browser, and is asked for a password of their own first.
    const other = await signInElsewhere(browser, baseURL!, username, FIRST_PASSWORD);

    // Reset their password: they are signed out there.
    await page.getByRole("button", { name: `Reset password of ${username}` }).click();
    const resetDialog = page.getByRole("dialog", { name: "Reset password" });
    await expect(resetDialog).toContainText(`Set a new password for ${username}`);
    await ui.shot("admins-reset");
    await resetDialog.getByLabel("New password", { exact: true }).fill(RESET_PASSWORD);
    await resetDialog.getByLabel("Confirm new password").fill(RESET_PASSWORD);
    await resetDialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(resetDialog).toBeHidden();
    await expect(ui.toast("Password reset")).toBeVisible();
    await other.page.goto("/admin/team");
    await expect(other.page).toHaveURL(/\/auth$/);
    await other.context.close();

    // They sign in with the reset password in two browsers, and choose their own in one: the other is signed out.
    const mine = await signInElsewhere(browser, baseURL!, username, RESET_PASSWORD);
    const theirOther = await signInElsewhere(browser, baseURL!, username, RESET_PASSWORD);
    await shot(mine.page, "choose-password");
    await mine.page.getByLabel("Current password").fill("not my password");
    await mine.page.getByLabel("New password", { exact: true }).fill(OWN_PASSWORD);
    await mine.page.getByLabel("Confirm new password").fill(OWN_PASSWORD);
    await mine.page.getByRole("button", { name: "Set New Password" }).click();
    await expect(mine.page.getByText("The current password is incorrect", { exact: true }).first()).toBeVisible();
    await expect(mine.page.getByLabel("Current password")).toBeFocused();

    await mine.page.getByLabel("Current password").fill(RESET_PASSWORD);
    await mine.page.getByRole("button", { name: "Set New Password" }).click();
    await expect(toastWith(mine.page, "Password changed")).toBeVisible();
    // The CMS opens where they were going: the Overview, where sign-in lands.
    await expect(mine.page.getByRole("navigation", { name: "Admin Dashboard" })).toBeVisible();
    await expect(mine.page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
    await theirOther.page.goto("/admin/team");
    await expect(theirOther.page).toHaveURL(/\/auth$/);
    await theirOther.context.close();
    await page.reload();
    await expect(row.getByRole("rowheader")).not.toContainText("Must change password");

    // On a phone, where the sidebar gives way to it, the Admin Menu links to the account screen too.
    await mine.page.setViewportSize({ width: 390, height: 844 });
    await mine.page.getByRole("button", { name: "Admin Menu" }).click();
    await mine.page.getByRole("navigation", { name: "Admin Controls" }).getByRole("link", { name: "Account" }).click();
    await mine.page.setViewportSize({ width: 1280, height: 800 });
    await expect(mine.page.getByRole("heading", { name: "Your Account", level: 1 })).toBeVisible();
    await expect(mine.page).toHaveTitle(/^Account \| .+ CMS$/);
    await expect(mine.page.getByText(`Signed in as ${username} (new.admin@example.com).`)).toBeVisible();
    await shot(mine.page, "account");

    // Remove them: they are signed out at once.
    await page.getByRole("button", { name: `Remove ${username}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove ${username}?` });
    await ui.shot("admins-remove");
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toBeHidden();
    await expect(ui.toast(`${username} can no longer sign in.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await mine.page.goto("/admin/team");
    await expect(mine.page).toHaveURL(/\/auth$/);
    await mine.context.close();
  });

  test("the administrators list shows a spinner while loading and says so when it fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 500 /);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    await page.route("**/api/admins", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      if (fail)
        return route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Database down"}' });
      await gate;
      await route.continue();
    });
    await page.goto("/admin/admins");
    await expect(page.getByRole("status").filter({ hasText: "Loading administrators" })).toBeVisible();
    release();
    await expect(page.getByRole("row", { name: new RegExp(`^${ADMIN.username} \\(you\\)`) })).toBeVisible();

    fail = true;
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Failed to load administrators");
  });
});
