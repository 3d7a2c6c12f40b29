import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { HelmetProvider } from "react-helmet-async";
import { expect, it } from "vitest";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { expectConsoleError } from "@/test/console";
import { AdminLayout } from "./admin-layout";

const user = { id: 1, username: "admin", email: null, isAdmin: true } as never;

/** An admin screen that cannot render on /team (a bug), and renders fine anywhere else. */
function FlakyScreen() {
  const [location] = useLocation();
  if (location === "/team") throw new Error("admin screen broke");
  return <h1>Client Logos screen</h1>;
}

function renderAdminAt(path: string, screenElement = <FlakyScreen />) {
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, []);
  const location = memoryLocation({ path, record: true });
  render(
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <Router hook={location.hook}>
          <AdminLayout user={user}>
            <Suspense fallback={<p>Loading screen</p>}>{screenElement}</Suspense>
          </AdminLayout>
        </Router>
      </QueryClientProvider>
    </HelmetProvider>,
  );
  return location;
}

/** A screen whose code is still downloading: it suspends and never resolves. */
function LoadingScreen(): never {
  throw new Promise(() => {});
}

it("shows a screen that fails to render as an announced error inside the admin layout, with a way out", async () => {
  expectConsoleError(/admin screen broke/);
  renderAdminAt("/team");

  const alert = screen.getByRole("alert");
  expect(within(alert).getByRole("heading", { name: "Error" })).toBeInTheDocument();
  expect(alert).toHaveTextContent("Failed to load the page. Please try again later.");
  expect(within(alert).getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
  expect(within(alert).getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/");
  // The layout around it still works: header, sign-out and the sidebar are all there.
  expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Admin Dashboard" })).toBeInTheDocument();
});

it("tries again when the administrator moves to another screen", async () => {
  expectConsoleError(/admin screen broke/);
  renderAdminAt("/team");
  expect(screen.getByRole("alert")).toBeInTheDocument();

  await userEvent.click(screen.getByRole("link", { name: "Client Logos" }));

  expect(await screen.findByRole("heading", { name: "Client Logos screen" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

it("keeps a document title naming the screen while the screen's code is still loading", async () => {
  document.title = "";
  renderAdminAt("/backups", <LoadingScreen />);
  expect(screen.getByText("Loading screen")).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Backups \| \S/));
});
