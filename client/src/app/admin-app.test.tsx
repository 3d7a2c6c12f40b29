import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/test-utils";
import { adminRow } from "@shared/test/rows";
import AdminApp from "./admin-app";

afterEach(() => vi.unstubAllGlobals());

const GIVEN = "given password 1";
const OWN = "my own passphrase";

/** The admin app at /admin/account for an administrator who must choose a new password until it is changed. */
function renderHeld() {
  let held = true;
  const calls = mockFetch((call) => {
    if (call.url === "/api/auth/me") return { body: adminRow({ username: "grace", mustChangePassword: held }) };
    if (call.url === "/api/account/password") {
      held = false;
      return { status: 204 };
    }
    // Anything else of the CMS is refused while held, as the server does.
    if (held)
      return { status: 403, body: { message: "Choose a new password before you continue.", mustChangePassword: true } };
    return { body: [] };
  });
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, []);
  render(
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <Router hook={memoryLocation({ path: "/account" }).hook}>
          <AdminApp />
        </Router>
        <Toaster />
      </QueryClientProvider>
    </HelmetProvider>,
  );
  return calls;
}

describe("an administrator who must choose a new password", () => {
  it("sees only the password screen, focused on its heading, with a way to sign out", async () => {
    const calls = renderHeld();
    const heading = await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Signed in as grace\./)).toBeVisible();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
      "The password you were given and signed in with.",
    );
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Admin Dashboard" })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Choose a new password \| /));
    // Nothing of the CMS is asked for meanwhile.
    expect(calls.map((c) => c.url).filter((url) => url !== "/api/auth/me")).toEqual([]);
  });

  it("checks the password rules before sending anything", async () => {
    const calls = renderHeld();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Choose a new password" });
    await user.type(screen.getByLabelText("Current password"), GIVEN);
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "other");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeVisible();
    expect(screen.getByText("The passwords do not match")).toBeVisible();
    expect(calls.filter((c) => c.url === "/api/account/password")).toHaveLength(0);
  });

  it("opens the CMS once the new password is set, and starts the reader at its main area", async () => {
    const calls = renderHeld();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Choose a new password" });
    await user.type(screen.getByLabelText("Current password"), GIVEN);
    await user.type(screen.getByLabelText("New password"), OWN);
    await user.type(screen.getByLabelText("Confirm new password"), OWN);
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByRole("navigation", { name: "Admin Dashboard" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Choose a new password" })).toBeNull();
    expect(await screen.findByText("Password changed")).toBeVisible();
    await waitFor(() => expect(document.getElementById("main-content")).toHaveFocus());
    expect(calls.filter((c) => c.url === "/api/account/password").map((c) => c.body)).toEqual([
      { currentPassword: GIVEN, newPassword: OWN },
    ]);
  });
});
