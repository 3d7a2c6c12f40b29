// Passkeys through Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): an administrator
// adds one on the Account screen, signs in with it on /auth with no username, turns the password off and sees it
// refused, ends a second session from the list, and removes the passkey. Passkeys need a domain name, so these
// pages are opened at localhost rather than the suite's 127.0.0.1 (which gets a note saying so).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  addAuthenticator,
  addUnknownPasskey,
  atLocalhost,
  expect,
  ownPasswordAgain,
  shot,
  test,
  toastWith,
} from "./fixtures";

const PREFIX = "e2e-pk-";
const PASSWORD = "passkey-journey-password";
const EDGE_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

/** A browser with a platform authenticator that holds discoverable passkeys and verifies its user. */
async function withAuthenticator(browser: Browser, baseURL: string, userAgent?: string) {
  const context = await browser.newContext({ baseURL: atLocalhost(baseURL), userAgent });
  const page = await context.newPage();
  return { context, page, ...(await addAuthenticator(page)) };
}

async function passwordSignIn(page: Page, username: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function passkeySignIn(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe("Passkeys", () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async ({ api }) => {
    for (const context of contexts) await context.close();
    contexts = [];
    const admins = (await (await api.get("/api/admins")).json()) as Array<{ id: number; username: string }>;
    for (const admin of admins.filter((a) => a.username.startsWith(PREFIX))) {
      await api.delete(`/api/admins/${admin.id}`);
    }
  });

  test("add a passkey, sign in with it, turn off the password, end another session, remove the passkey", async ({
    browser,
    baseURL,
    api,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    // The refused password is answered 401, which Chromium logs.
    consoleErrors.allow(/status of 401 /);
    const username = `${PREFIX}${Date.now().toString(36).slice(-5)}`;
    expect((await api.post("/api/admins", { data: { username, password: PASSWORD } })).status()).toBe(201);

    const laptop = await withAuthenticator(browser, baseURL!);
    contexts.push(laptop.context);
    const { page } = laptop;
    await passwordSignIn(page, username);
    await expect(page).toHaveURL(/\/admin$/);
    // Added by another administrator: a password of their own first (the same one again, for what follows).
    await ownPasswordAgain(page.request, PASSWORD);
    await page.goto("/admin/account");
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    // Add a passkey: name it, and the (virtual) device makes it.
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const addDialog = page.getByRole("dialog", { name: "Add a passkey" });
    await expect(addDialog).toBeVisible();
    await addDialog.getByLabel("Name").fill("Work laptop");
    await addDialog.getByRole("button", { name: "Continue" }).click();
    await expect(toastWith(page, '"Work laptop" signs you in from now on.')).toBeVisible();
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await expect(passkeys.getByText("Work laptop")).toBeVisible();
    await expect(passkeys.getByText("Not used to sign in yet")).toBeVisible();
    const { credentials } = await laptop.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: laptop.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Sign out, then back in with the passkey alone.
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await shot(page, "passkeys-auth");
    await passkeySignIn(page);
    await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

    // Passkeys only: the password stops working, with the wrong-password message.
    await page.goto("/admin/account");
    await expect(passkeys.getByText(/Last used/)).toBeVisible();
    await page.getByLabel("Sign in with my password too").uncheck();
    await expect(toastWith(page, "Only your passkeys sign you in now")).toBeVisible();
    await expect(page.getByText("Your password does not sign you in: use a passkey.")).toBeVisible();
    const elsewhere = await browser.newContext({ baseURL: atLocalhost(baseURL!) });
    contexts.push(elsewhere);
    const refused = await elsewhere.newPage();
    await passwordSignIn(refused, username);
    await expect(toastWith(refused, "Invalid username or password")).toBeVisible();
    await expect(refused).toHaveURL(/\/auth$/);

    // A second device holding the same passkey (synced, as passkey managers do: with its current counter, since a
    // copy that lags behind is refused) signs in; the first ends that session from its list.
    const phone = await withAuthenticator(browser, baseURL!, EDGE_ON_MAC);
    contexts.push(phone.context);
    const synced = await laptop.cdp.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
    await phone.cdp.send("WebAuthn.addCredential", {
      authenticatorId: phone.authenticatorId,
      credential: synced.credentials[0]!,
    });
    await passkeySignIn(phone.page);
    await page.reload();
    const sessions = page.getByRole("table", { name: "Your sessions, this one first" });
    const other = sessions.getByRole("row").filter({ hasText: "Edge on macOS" });
    await expect(other).toContainText('with the passkey "Work laptop"');
    await expect(sessions.getByRole("row").filter({ hasText: "This session" })).toBeVisible();
    await shot(page, "passkeys-account");
    await other.getByRole("button", { name: /^Sign out Edge on macOS/ }).click();
    await expect(toastWith(page, "Edge on macOS is signed out.")).toBeVisible();
    await expect(other).toHaveCount(0);
    expect((await phone.page.request.get("/api/auth/me")).status()).toBe(401);

    // Remove the passkey; the dialog asks about the sessions it opened (this one stays).
    await page.getByRole("button", { name: "Remove Work laptop" }).click();
    const removeDialog = page.getByRole("dialog", { name: "Remove passkey" });
    await expect(removeDialog.getByLabel("Also sign out the sessions this passkey opened")).toBeChecked();
    await removeDialog.getByRole("button", { name: "Remove Passkey" }).click();
    await expect(toastWith(page, '"Work laptop" no longer signs you in')).toBeVisible();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
    // Without a passkey the password signs in again.
    await passwordSignIn(refused, username);
    await expect(refused).toHaveURL(/\/admin$/);
  });

  test("a passkey this site does not know is refused with what to do next", async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401 /);
    const stranger = await withAuthenticator(browser, baseURL!);
    contexts.push(stranger.context);
    await addUnknownPasskey(stranger.cdp, stranger.authenticatorId);
    await stranger.page.goto("/auth");
    await stranger.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(
      stranger.page.getByRole("alert").filter({ hasText: "This passkey is not recognised here." }),
    ).toContainText("sign in with your username and password");
  });

  test("at an IP address the sign-in page says where passkeys work instead of failing", async ({ page }) => {
    await page.goto("/auth");
    await expect(
      page.getByText(/Passkeys cannot be used on a page opened at an IP address \(127\.0\.0\.1\)/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Open this page at localhost" })).toHaveAttribute(
      "href",
      /^http:\/\/localhost:\d+\/auth$/,
    );
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("Site Settings: administrators sign in with passkeys only, and who has none yet", async ({
    page,
    baseURL,
    ui,
  }) => {
    await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-admin-password" } });
    await page.goto(`${baseURL}/admin/settings`);
    await page.getByRole("tab", { name: "Sign-in" }).click();
    const switchBox = page.getByLabel("Administrators sign in with passkeys only");
    await expect(switchBox).not.toBeChecked();
    await expect(page.getByRole("list", { name: /No passkey yet/ }).getByText("admin", { exact: true })).toBeVisible();
    await ui.shot("passkeys-settings");
    await switchBox.check();
    await page.getByRole("button", { name: "Save Sign-in Settings" }).click();
    await expect(ui.toast("Administrators who have a passkey now sign in with passkeys only.")).toBeVisible();
    await expect(switchBox).toBeChecked();
    await switchBox.uncheck();
    await page.getByRole("button", { name: "Save Sign-in Settings" }).click();
    await expect(ui.toast("Administrators may sign in with their passwords again.")).toBeVisible();
    await expect(switchBox).not.toBeChecked();
  });
});
