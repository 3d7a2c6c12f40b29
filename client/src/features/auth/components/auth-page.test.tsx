import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { AuthPage } from "./auth-page";

afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, username: "owner", email: null, isAdmin: true, createdAt: new Date().toISOString() };

function renderAuthPage(
  needsSetup: boolean,
  onRegister: () => { status: number; body: unknown } = () => ({ status: 201, body: admin }),
  tokenRequired = false,
) {
  const calls = mockFetch((call) => {
    if (call.url === "/api/auth/me") return { status: 401, body: { message: "Not logged in" } };
    if (call.url === "/api/auth/setup") return { body: { needsSetup, tokenRequired } };
    if (call.url === "/api/auth/register") return onRegister();
    if (call.url === "/api/settings") return { body: [] };
    return { status: 404, body: { message: "unexpected" } };
  });
  renderWithClient(
    <HelmetProvider>
      <AuthPage />
    </HelmetProvider>,
  );
  return calls;
}

/** Fills the first-run form with a matching password and submits it. */
async function createAccount() {
  await userEvent.type(await screen.findByLabelText("Username"), "owner");
  await userEvent.type(screen.getByLabelText("Password"), "a long password");
  await userEvent.type(screen.getByLabelText("Confirm password"), "a long password");
  await userEvent.click(screen.getByRole("button", { name: "Create Administrator Account" }));
}

describe("AuthPage first-run setup", () => {
  it("shows the sign-in form once an account exists", async () => {
    renderAuthPage(false);
    expect(await screen.findByRole("heading", { name: "Admin Access" })).toBeVisible();
    expect(screen.getByPlaceholderText("Enter your username")).toBeVisible();
  });

  it("offers to create the first administrator on a fresh installation, and validates it", async () => {
    const calls = renderAuthPage(true);
    expect(await screen.findByRole("heading", { name: "Set Up Admin Access" })).toBeVisible();
    await userEvent.type(screen.getByLabelText("Username"), "owner");
    await userEvent.type(screen.getByLabelText("Password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Create Administrator Account" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.url === "/api/auth/register")).toBe(false);
  });

  it("asks for the password twice, as Add Administrator does, and refuses two that differ", async () => {
    const calls = renderAuthPage(true);
    await userEvent.type(await screen.findByLabelText("Username"), "owner");
    const password = screen.getByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(confirm).toHaveAttribute("type", "password");
    expect(confirm).toHaveAttribute("autocomplete", "new-password");
    await userEvent.type(password, "a long password");
    await userEvent.type(confirm, "a long pasword");
    await userEvent.click(screen.getByRole("button", { name: "Create Administrator Account" }));
    expect(await screen.findByText("The passwords do not match")).toBeVisible();
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.url === "/api/auth/register")).toBe(false);
  });

  it("registers the account and goes to the dashboard", async () => {
    const calls = renderAuthPage(true);
    await createAccount();
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
    expect(calls.find((c) => c.url === "/api/auth/register")?.body).toEqual({
      username: "owner",
      password: "a long password",
      email: null,
    });
  });

  it("puts the server's field errors on the fields", async () => {
    renderAuthPage(true, () => ({
      status: 409,
      body: {
        message: "That username is already taken",
        fieldErrors: { username: ["That username is already taken"] },
      },
    }));
    await createAccount();
    expect(await screen.findByText("That username is already taken")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveFocus());
  });
});

describe("AuthPage first-run setup with a setup token", () => {
  const tokenMessage =
    "A valid setup token is required to create the first administrator. Find it in the server's start-up log or in the setup-token file in its data folder.";

  it("does not ask for a setup token when the server does not require one", async () => {
    renderAuthPage(true);
    expect(await screen.findByLabelText("Username")).toBeVisible();
    expect(screen.queryByLabelText("Setup token")).toBeNull();
  });

  it("asks for the setup token and says where to find it, when the server requires one", async () => {
    const calls = renderAuthPage(true, undefined, true);
    const token = await screen.findByLabelText("Setup token");
    expect(token).toBeVisible();
    expect(token).toHaveAccessibleDescription(/start-up log, or in the setup-token file in its data folder/);
    await createAccount();
    expect(await screen.findByText("Setup token is required")).toBeVisible();
    expect(token).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.url === "/api/auth/register")).toBe(false);

    await userEvent.type(token, " the-token ");
    await userEvent.click(screen.getByRole("button", { name: "Create Administrator Account" }));
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
    expect(calls.find((c) => c.url === "/api/auth/register")?.body).toEqual({
      username: "owner",
      password: "a long password",
      email: null,
      setupToken: "the-token",
    });
  });

  it("shows the server's refusal of a wrong token on the token field", async () => {
    renderAuthPage(
      true,
      () => ({ status: 403, body: { message: tokenMessage, fieldErrors: { setupToken: [tokenMessage] } } }),
      true,
    );
    await userEvent.type(await screen.findByLabelText("Setup token"), "wrong");
    await createAccount();
    await waitFor(() => expect(screen.getByLabelText("Setup token")).toHaveFocus());
    const token = screen.getByLabelText("Setup token");
    expect(token).toHaveAttribute("aria-invalid", "true");
    expect(token).toHaveAccessibleDescription(expect.stringContaining(tokenMessage));
  });
});

describe("AuthPage's description of the CMS", () => {
  it("names what the CMS manages under 'Manage Content', and nothing it does not", async () => {
    renderAuthPage(false);
    const about = await screen.findByRole("complementary", { name: "About the CMS" });
    const item = within(about).getByRole("heading", { name: "Manage Content" }).parentElement!;
    for (const area of ["pages", "team", "client logos", "testimonials", "FAQ", "services", "standards"])
      expect(item).toHaveTextContent(new RegExp(`\\b${area}\\b`));
    expect(item).toHaveTextContent(/navigation and site settings/);
    // The WCAG explorer is part of the site's code: no screen of the CMS edits it.
    expect(item).not.toHaveTextContent(/WCAG/);
  });
});

describe("AuthPage meta description", () => {
  const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

  it("says what the sign-in page is for", async () => {
    renderAuthPage(false);
    await screen.findByRole("heading", { name: "Admin Access" });
    await waitFor(() => expect(metaDescription()).toBe("Sign in to the CMS to manage the content of this website."));
  });

  it("says what the first-run setup is for", async () => {
    renderAuthPage(true);
    await screen.findByRole("heading", { name: "Set Up Admin Access" });
    await waitFor(() =>
      expect(metaDescription()).toBe("Create the first administrator account for this website's CMS."),
    );
  });

  it("says what a signed-in administrator can do here", async () => {
    mockFetch((call) => (call.url === "/api/auth/me" ? { body: admin } : { body: [] }));
    renderWithClient(
      <HelmetProvider>
        <AuthPage />
      </HelmetProvider>,
    );
    await screen.findByRole("heading", { name: "You're Already Logged In" });
    await waitFor(() =>
      expect(metaDescription()).toBe("You are signed in as an administrator. Go to the admin dashboard or sign out."),
    );
  });
});
