import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import AccountScreen from "./account-screen";

afterEach(() => vi.unstubAllGlobals());

const WRONG = "The current password is incorrect";
const ME = { id: 1, username: "ada", email: null, isAdmin: true, createdAt: "2025-01-01T00:00:00.000Z" };

function renderAccount(change: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls = mockFetch((call) => (call.url === "/api/auth/me" ? { body: ME } : change(call)));
  renderWithClient(
    <HelmetProvider>
      <AccountScreen />
      <Toaster />
    </HelmetProvider>,
  );
  // The password changes sent so far (read when asked, since calls keep arriving).
  return () => calls.filter((c) => c.url === "/api/account/password");
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  const current$ = screen.getByLabelText("Current password");
  await user.clear(current$);
  if (current) await user.type(current$, current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("Account screen", () => {
  it("says who is signed in", async () => {
    renderAccount(() => ({ status: 204 }));
    expect(await screen.findByText("Signed in as ada.")).toBeVisible();
  });

  it("checks the confirmation and the password rules before sending anything", async () => {
    const sent = renderAccount(() => ({ status: 204 }));
    await fill("", "short", "other");
    expect(await screen.findByText("Current password is required")).toBeVisible();
    expect(screen.getByText("Password must be at least 8 characters")).toBeVisible();
    expect(screen.getByText("The passwords do not match")).toBeVisible();
    expect(sent()).toHaveLength(0);
  });

  it("puts a wrong current password on its field, focused, with a failure toast", async () => {
    renderAccount(() => ({ status: 400, body: { message: WRONG, fieldErrors: { currentPassword: [WRONG] } } }));
    await fill("guess", "new password 1", "new password 1");
    const field = screen.getByLabelText("Current password");
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(WRONG);
    expect(await screen.findByText("Failed to change password")).toBeVisible();
  });

  it("sends the current and new password only, then empties the form and confirms", async () => {
    const sent = renderAccount(() => ({ status: 204 }));
    await fill("old password", "new password 1", "new password 1");
    expect(await screen.findByText("Password changed")).toBeVisible();
    expect(sent().map((c) => c.body)).toEqual([{ currentPassword: "old password", newPassword: "new password 1" }]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(screen.getByLabelText("New password")).toHaveValue("");
  });
});
