import { ADMIN, adminApi, expect, test } from "./fixtures";

test.describe("sign-in and the admin shell", () => {
  test("a wrong password says 'Login failed'; the right one opens the dashboard", async ({
    page,
    consoleErrors,
    ui,
  }) => {
    // The wrong password is answered 401, which the browser logs.
    consoleErrors.expect(/status of 401 .*\/api\/auth\/login/);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await expect(page.getByText("Sign in to manage your website content")).toBeVisible();
    await ui.shot("auth");

    // Empty submit: the zod messages, on the fields, with focus on the first.
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByPlaceholder("Enter your username")).toBeFocused();
    await expect(page.getByPlaceholder("Enter your username")).toHaveAttribute("aria-invalid", "true");

    // Forgot password alert.
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      /Please contact administrator at .+@.+ to reset your password\./,
    );
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("button", { name: "Forgot password?" })).toBeFocused();

    await page.getByPlaceholder("Enter your username").fill(ADMIN.username);
    await page.getByPlaceholder("Enter your password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(ui.toast("Login failed")).toBeVisible();
    await expect(ui.toast("Invalid username or password")).toBeVisible();

    await page.getByPlaceholder("Enter your password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Signing in lands on the Overview, the admin area's own address, marked as the current screen alone.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Overview \| .+ CMS$/);
    const sidebar = page.getByRole("navigation", { name: "Admin Dashboard" });
    await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await sidebar.getByRole("link", { name: "Page Management" }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(sidebar.getByRole("link", { name: "Page Management" })).toHaveAttribute("aria-current", "page");

    // Back on /auth the signed-in state shows, and Sign Out ends the session.
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "You're Already Logged In" })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${ADMIN.username}!`)).toBeVisible();
    await expect(page.getByText("You are currently signed in as an administrator.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(ui.toast("You have been logged out.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  test("/auth and every admin screen state a document title and a meta description", async ({ page }) => {
    const description = page.locator('meta[name="description"]');
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await expect(page).toHaveTitle(/^Admin Access \| .+ CMS$/);
    await expect(description).toHaveAttribute("content", "Sign in to the CMS to manage the content of this website.");

    await page.request.post("/api/auth/login", { data: ADMIN });
    for (const [path, title] of [
      ["/admin", "Overview"],
      ["/admin/team", "Team Management"],
      ["/admin/pages", "Page Management"],
      ["/admin/inquiries", "Inquiries"],
      ["/admin/logos", "Client Logos Management"],
      ["/admin/testimonials", "Testimonials Management"],
      ["/admin/settings", "Site Settings"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| .+ CMS$`));
      await expect(description, path).toHaveCount(1);
      await expect(description, path).toHaveAttribute("content", /^[A-Z][^|]{20,}\.$/);
    }
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "You're Already Logged In" })).toBeVisible();
    await expect(description).toHaveAttribute(
      "content",
      "You are signed in as an administrator. Go to the admin dashboard or sign out.",
    );
  });

  test("signed-out visitors on an admin route are sent to /auth", async ({ page }) => {
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Admin Menu" })).toHaveCount(0);
  });

  test("once an administrator exists, registering is refused, signed in or not", async ({ request }) => {
    const username = `editor${Date.now()}`;
    const data = { username, password: "editor-password-1" };
    // Every account is an administrator, added on the Administrators screen; register only serves first-run setup.
    expect((await request.post("/api/auth/register", { data })).status()).toBe(403);
    await adminApi(request);
    expect((await request.post("/api/auth/register", { data })).status()).toBe(403);
    expect((await request.post("/api/auth/login", { data })).status()).toBe(401);
  });

  test("the floating Admin Menu opens 'Admin Controls' and closes on Escape, outside click and navigation", async ({
    page,
  }) => {
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Admin Menu" });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const panel = page.getByRole("navigation", { name: "Admin Controls" });
    for (const label of [
      "Team Management",
      "Page Management",
      "Inquiries",
      "Client Logos",
      "Testimonials",
      "Site Settings",
    ]) {
      await expect(panel.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.mouse.click(10, 10);
    await expect(panel).toBeHidden();

    await menuButton.click();
    await panel.getByRole("link", { name: "Site Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(panel).toBeHidden();
    // The sidebar offers the same links here, so the button is not shown (admin-menu.spec.ts: phones).
    await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toBeVisible();
    await expect(menuButton).toBeHidden();
  });
});
